import { defaultCoursesContent } from '../../domain/content/defaults-courses.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { usePageContent } from '../../features/content/index.ts';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { ApplicationCta } from './application-cta.tsx';
import { CourseCatalogue } from './course-catalogue.tsx';
import classes from './courses-page.module.css';

const description =
  'Courses in AI & Machine Learning, Robotics, Data Science, Python, Full Stack, OOP and Soft Skills at RAAM Academy, Kodambakkam, Chennai.';

export function CoursesPage() {
  usePageMeta({ title: 'Courses', description });
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
