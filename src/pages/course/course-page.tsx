import type { CoursePage as CoursePageContent } from '../../domain/course-pages/types.ts';
import { site } from '../../domain/site.ts';
import { Container } from '../../ui/container.tsx';
import { FaqSection } from '../../ui/faq-section.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { CourseClosing } from './course-closing.tsx';
import { CourseCurriculum } from './course-curriculum.tsx';
import { CourseHero } from './course-hero.tsx';
import { CourseOutcomes } from './course-outcomes.tsx';
import classes from './course-page.module.css';
import { CourseRequirements } from './course-requirements.tsx';

/** One page for every course, rendered from the course's record in src/domain/course-pages. */
export function CoursePage({ course }: { course: CoursePageContent }) {
  usePageMeta({
    title: course.hero.title,
    description: `${course.hero.title} at ${site.name}, Kodambakkam, Chennai: curriculum, projects, duration and how to apply.`,
  });
  return (
    <>
      <CourseHero course={course} />
      <Container size="lg" className={classes.main}>
        <CourseCurriculum curriculum={course.curriculum} />
        <CourseRequirements prerequisites={course.prerequisites} assessment={course.assessment} />
      </Container>
      <CourseOutcomes projects={course.projects} careers={course.careers} />
      <FaqSection
        id="course-faq-heading"
        title="Frequently Asked Questions"
        faqs={course.faqs ?? []}
        name="course-faq"
      />
      <CourseClosing closing={course.closing} />
    </>
  );
}
