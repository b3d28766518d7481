import { defaultHomeContent } from '../../domain/content/defaults-home.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { site } from '../../domain/site.ts';
import { usePageContent } from '../../features/content/index.ts';
import { loadStatsSection } from '../../features/stats/index.ts';
import { deferred } from '../../ui/deferred.tsx';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { CtaSection } from './cta-section.tsx';
import { FeaturedCoursesSection } from './featured-courses-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { WhyChooseUsSection } from './why-choose-us-section.tsx';

/** Far below the first screen: their code loads as the visitor scrolls towards them. */
// Its pre-rendered figures are the whole of it: without its code they only do not count up.
const StatsSection = deferred(loadStatsSection, { quiet: true });
const TestimonialsSection = deferred(() =>
  import('./testimonials-section.tsx').then((module) => module.TestimonialsSection),
);

export function HomePage() {
  usePageMeta({ description: site.description });
  const state = usePageContent('home', defaultHomeContent);
  if (state.status === 'loading') return <PageLoader label={contentLoadingText('home')} />;
  const { content, error, notice } = state;
  return (
    <>
      <ErrorBanner message={error} />
      <SavedCopyNotice message={notice} />
      <HeroSection hero={content.heroSection} />
      <WhyChooseUsSection content={content.whyChooseUs} />
      <FeaturedCoursesSection content={content.featuredCourses} />
      <StatsSection content={content.stats} />
      <TestimonialsSection content={content.testimonials} />
      <CtaSection content={content.ctaSection} />
    </>
  );
}
