import { loadContactForm, useResumeForm } from '../../features/forms/index.ts';
import { deferred } from '../../ui/deferred.tsx';
import classes from './contact-form-section.module.css';

export const contactFormId = 'contact-form';

/** Its code (Mantine's inputs and form state) loads once the visitor reaches for the form. */
export const ContactForm = deferred(loadContactForm, { loadWhen: 'used' });

/** The Get in Touch form; the Schedule a Visit button fills in its subject and scrolls here. */
export function ContactFormSection({ presetSubject }: { presetSubject?: string }) {
  useResumeForm('inquiry', ContactForm.preload);
  return (
    <section id={contactFormId} aria-labelledby="contact-form-heading" className={classes.section}>
      <h2 id="contact-form-heading" tabIndex={-1} className={classes.heading}>
        Get in Touch
      </h2>
      <p className={classes.intro}>
        Ask about a course, fees, batch timings or a demo class. Our team will get back to you.
      </p>
      <ContactForm presetSubject={presetSubject} />
    </section>
  );
}
