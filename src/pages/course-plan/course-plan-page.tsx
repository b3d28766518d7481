import { use, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { findCourse } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { type CoursePlanArrival, CoursePlanDocument } from '../../features/course-plan/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { coursePage } from '../course/course-data.ts';
import classes from './course-plan-page.module.css';

const planPath = /^\/courses\/([^/]+)\/plan\/?$/i;

/** Loads the course's data before a pre-rendered plan is hydrated. */
export async function preloadRouteData(pathname: string): Promise<void> {
  const segment = planPath.exec(pathname)?.[1];
  const course = segment === undefined ? undefined : findCourse(segment);
  if (course) await coursePage(course.slug);
}

/** Arrived from "Download Course Plan" once the app runs: the print dialog opens at once. */
function usePrintOnArrival(ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const print = (location.state as CoursePlanArrival | null)?.print === true;
  useEffect(() => {
    if (!ready || !print) return;
    // Once: going back to this page later does not print again.
    void navigate(location.pathname, { replace: true, state: null });
    window.print();
  }, [ready, print, navigate, location.pathname]);
}

function Plan({ slug }: { slug: string }) {
  const course = use(coursePage(slug));
  usePrintOnArrival(course !== undefined);
  const title = course ? `Course Plan: ${course.hero.title}` : 'Course Plan';
  usePageMeta({
    title,
    description: `The ${course?.hero.title ?? ''} course plan at ${site.name}: key facts, curriculum, assessment and how to apply, ready to print.`,
  });
  if (!course) return <Navigate to={paths.courses} replace />;
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.actions}>
        <ButtonLink
          to={paths.course(slug)}
          look="subtle"
          className={classes.back}
          leftSection={<Icon name="arrow-left" size={18} />}
        >
          Back to {course.hero.title}
        </ButtonLink>
        <Button
          look="brand"
          className={classes.print}
          leftSection={<Icon name="printer" size={18} />}
          onClick={() => window.print()}
        >
          Print or save as PDF
        </Button>
      </div>
      <CoursePlanDocument course={course} />
    </Container>
  );
}

/**
 * A course's plan as a page of its own: what "Download Course Plan" opens before the app has
 * started or without JavaScript, readable on screen and printable with the browser's Print.
 */
export function CoursePlanPage() {
  const { slug = '' } = useParams();
  const course = findCourse(slug);
  if (!course) return <Navigate to={paths.courses} replace />;
  if (course.slug !== slug) return <Navigate to={paths.coursePlan(course.slug)} replace />;
  return <Plan slug={course.slug} />;
}
