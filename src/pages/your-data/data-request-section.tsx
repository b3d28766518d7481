import { loadDataRequestForm, useResumeForm } from '../../features/forms/index.ts';
import { deferred } from '../../ui/deferred.tsx';
import classes from './your-data-page.module.css';

/** Its code (Mantine's inputs and form state) loads once the visitor reaches for the form. */
const DataRequestForm = deferred(loadDataRequestForm, { loadWhen: 'used' });

export function DataRequestSection() {
  useResumeForm('data-request', DataRequestForm.preload);
  return (
    <section aria-labelledby="data-request-heading" className={classes.section}>
      <h2 id="data-request-heading" tabIndex={-1} className={classes.heading}>
        Make a request
      </h2>
      <p>
        Without a connection, your request is kept on this device and sent when you are back online.
      </p>
      <DataRequestForm />
    </section>
  );
}
