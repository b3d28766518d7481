import { defaultAboutContent } from '../../domain/content/defaults-about.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { site } from '../../domain/site.ts';
import { usePageContent } from '../../features/content/index.ts';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { AchievementsSection } from './achievements-section.tsx';
import { CommunityCtaSection } from './community-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { OurStorySection } from './our-story-section.tsx';
import { OurVisionSection } from './our-vision-section.tsx';
import { TeamSection } from './team-section.tsx';

const description = `Who we are: ${site.name}, a technology training academy in Kodambakkam, Chennai.`;

export function AboutPage() {
  usePageMeta({ title: 'About Us', description });
  const state = usePageContent('about', defaultAboutContent);
  if (state.status === 'loading') return <PageLoader label={contentLoadingText('about')} />;
  const { content, error, notice } = state;
  return (
    <>
      <ErrorBanner message={error} />
      <SavedCopyNotice message={notice} />
      <HeroSection hero={content.hero} />
      <OurStorySection story={content.ourStory} />
      <OurVisionSection vision={content.ourVision} />
      <TeamSection team={content.team} />
      <AchievementsSection content={content.achievements} />
      <CommunityCtaSection cta={content.communityCta} />
    </>
  );
}
