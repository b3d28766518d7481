import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { defaultContactContent } from '../../domain/content/defaults-contact.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import { usePageContent } from '../../features/content/index.ts';
import { Container } from '../../ui/container.tsx';
import { ErrorBanner, SavedCopyNotice } from '../../ui/error-banner.tsx';
import { FaqSection } from '../../ui/faq-section.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { ContactForm, ContactFormSection, contactFormId } from './contact-form-section.tsx';
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
  const { content, error, notice } = state;

  function scheduleVisit() {
    const form = document.getElementById(contactFormId);
    form?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    form?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    // A form still showing its pre-rendered HTML must not be handed a new subject: once its code
    // is here, the subject is set (and the form moves the focus to it).
    void ContactForm.preload().then(() => setPresetSubject(visitSubject));
  }

  return (
    <>
      {error && (
        <div className={classes.bannerSlot}>
          <ErrorBanner message={error} />
        </div>
      )}
      <SavedCopyNotice message={notice} />
      <PageHero title={content.hero.heroTitle} subtitle={content.hero.heroSubtitle} />
      <ContactInfoCards info={content.contactInfo} />
      <Container size="lg" className={classes.main}>
        <ContactFormSection presetSubject={presetSubject} />
        <ContactOptions address={content.contactInfo.address} onScheduleVisit={scheduleVisit} />
      </Container>
      <FaqSection
        id="faq-heading"
        title={content.faqs.faqTitle}
        faqs={content.faqs.faqs}
        name="contact-faq"
        tinted
      />
    </>
  );
}
