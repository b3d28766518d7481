import { useId } from 'react';
import { paths } from '../../domain/paths.ts';
import { retentionMonths } from '../../domain/retention.ts';
import { mailtoHref, site } from '../../domain/site.ts';
import { Link } from '../../ui/link.tsx';
import classes from './forms.module.css';

interface PrivacyNoticeProps {
  /** What the form collects, itemised: "your full name, email address and message". */
  collected: string;
  /** Why, after "only to": "answer your message". */
  purpose: string;
  /** How long the server keeps it by default (domain/retention.ts). */
  keptDays: number;
}

/**
 * The notice a person agrees to before sending a form (DPDP Act, section 5), in short: what,
 * why, for how long, their rights and where to complain. Change `consentNoticeVersion`
 * (domain/consent.ts) whenever its text changes.
 */
export function PrivacyNotice({ collected, purpose, keptDays }: PrivacyNoticeProps) {
  const headingId = useId();
  return (
    <section className={classes.notice} aria-labelledby={headingId}>
      <h3 id={headingId}>How we use these details</h3>
      <p>
        We collect {collected} only to {purpose}, and keep them for {retentionMonths(keptDays)}{' '}
        months, then delete them.
      </p>
      <ul>
        <li>
          You can withdraw your consent, or ask to see, correct or erase your details, at any time:{' '}
          <Link to={paths.yourData}>Your data</Link>.
        </li>
        <li>
          Questions or complaints: write to {site.grievanceOfficer.name} at{' '}
          <a href={mailtoHref(site.grievanceOfficer.email)}>{site.grievanceOfficer.email}</a>. You
          can also complain to the Data Protection Board of India.
        </li>
        <li>
          Read the full <Link to={paths.privacy}>privacy notice</Link>.
        </li>
      </ul>
    </section>
  );
}
