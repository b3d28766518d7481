import { Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { defaultContactContent } from '../../domain/content/defaults-contact.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { usePageContent } from '../../features/content/content-store.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { ContactFaq } from './contact-faq.tsx';
import { ContactFormSection, contactFormId } from './contact-form-section.tsx';
import { ContactInfoCards } from './contact-info-cards.tsx';
import { ContactOptions } from './contact-options.tsx';
import classes from './contact-page.module.css';

const description =
  'Call, email or visit RAAM Academy in Kodambakkam, Chennai, to ask about courses, fees, batch timings or a free demo class.';

/** The subject the form is given when a visitor asks to schedule a visit. */
export const visitSubject = 'Schedule a campus visit';

export function ContactPage() {
  usePageMeta({ title: 'Contact Us', description });
  const state = usePageContent('contact', defaultContactContent);
  const [presetSubject, setPresetSubject] = useState<string>();
  const reduceMotion = useReducedMotion();

  if (state.status === 'loading') return <PageLoader label={contentLoadingText('contact')} />;
  const { content, error } = state;

  function scheduleVisit() {
    setPresetSubject(visitSubject);
    const form = document.getElementById(contactFormId);
    form?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    form?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }

  return (
    <>
      {error && (
        <div className={classes.bannerSlot}>
          <ErrorBanner message={error} />
        </div>
      )}
      <PageHero title={content.hero.heroTitle} subtitle={content.hero.heroSubtitle} />
      <ContactInfoCards info={content.contactInfo} />
      <Container size="lg" className={classes.main}>
        <ContactFormSection presetSubject={presetSubject} />
        <ContactOptions address={content.contactInfo.address} onScheduleVisit={scheduleVisit} />
      </Container>
      <ContactFaq content={content.faqs} />
    </>
  );
}
