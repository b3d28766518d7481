import { loadApplicationForm, useResumeForm } from '../../features/forms/index.ts';
import { deferred } from '../../ui/deferred.tsx';
import classes from './application-form-section.module.css';

/** Its code (Mantine's inputs and form state) loads once the visitor reaches for the form. */
export const ApplicationForm = deferred(loadApplicationForm, { loadWhen: 'used' });

/** The application form under the heading the content gives it. */
export function ApplicationFormSection({ heading }: { heading: string }) {
  useResumeForm('application', ApplicationForm.preload);
  return (
    <section aria-labelledby="application-form-heading" className={classes.section}>
      <h2 id="application-form-heading" className={classes.heading}>
        {heading}
      </h2>
      <p className={classes.intro}>
        Fields marked with an asterisk are required. It takes about five minutes.
      </p>
      <ApplicationForm />
    </section>
  );
}
