import { defaultApplyContent } from '../../domain/content/defaults-apply.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { usePageContent } from '../../features/content/index.ts';
import { Container } from '../../ui/container.tsx';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { ApplicationFormSection } from './application-form-section.tsx';
import { ApplyHero } from './apply-hero.tsx';
import classes from './apply-page.module.css';
import { NeedHelp } from './need-help.tsx';
import { ProcessSteps } from './process-steps.tsx';

const description =
  'Apply online for a course at RAAM Academy, Chennai. A counsellor calls you back within 2-3 business days to help you choose a batch.';

export function ApplyPage() {
  usePageMeta({ title: 'Apply Now', description });
  const state = usePageContent('apply', defaultApplyContent);
  if (state.status === 'loading') return <PageLoader label={contentLoadingText('apply')} />;
  const { content, error, notice } = state;

  return (
    <>
      <ErrorBanner message={error} />
      <SavedCopyNotice message={notice} />
      <ApplyHero content={content.hero} />
      <Container size="lg" className={classes.main}>
        <ApplicationFormSection heading={content.form.heading} />
        <aside className={classes.aside} aria-label="About applying">
          <ProcessSteps content={content.processSteps} />
          <NeedHelp content={content.help} />
        </aside>
      </Container>
    </>
  );
}
