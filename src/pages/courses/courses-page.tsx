import { defaultCoursesContent } from '../../domain/content/defaults-courses.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { canonicalRoute } from '../../domain/paths.ts';
import { type CourseSummary, courseListStructuredData } from '../../domain/structured-data.ts';
import { usePageContent } from '../../features/content/content-store.ts';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { ApplicationCta } from './application-cta.tsx';
import { CourseCatalogue } from './course-catalogue.tsx';
import classes from './courses-page.module.css';

const description =
  'Courses in AI & Machine Learning, Robotics, Data Science, Python, Full Stack, OOP and Soft Skills at RAAM Academy, Kodambakkam, Chennai.';

/** The courses the pre-rendered page lists, each under its page's canonical address. */
const listedCourses: CourseSummary[] = defaultCoursesContent.coursesList.courses.flatMap(
  ({ title, description, path }) => {
    const canonical = path === undefined ? undefined : canonicalRoute(path);
    return canonical === undefined ? [] : [{ title, description, path: canonical }];
  },
);

const structuredData = (origin: string) => courseListStructuredData(listedCourses, origin);

export function CoursesPage() {
  usePageMeta({ title: 'Courses', description, structuredData });
  const state = usePageContent('courses', defaultCoursesContent);
  if (state.status === 'loading') return <PageLoader label={contentLoadingText('courses')} />;
  const { content, error, notice } = state;

  return (
    <>
      {error && (
        <div className={classes.bannerSlot}>
          <ErrorBanner message={error} />
        </div>
      )}
      <SavedCopyNotice message={notice} />
      <PageHero title={content.headerBanner.title} subtitle={content.headerBanner.subtitle} />
      <CourseCatalogue courses={content.coursesList.courses} />
      <ApplicationCta content={content.applicationCta} />
    </>
  );
}
