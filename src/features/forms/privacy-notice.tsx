import { useId } from 'react';
import { paths } from '../../domain/paths.ts';
import { retentionMonths } from '../../domain/retention.ts';
import { mailtoHref, site } from '../../domain/site.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Link } from '../../ui/link.tsx';
import classes from './forms.module.css';

interface PrivacyNoticeProps {
  /** What the form collects, itemised: "your full name, email address and message". */
  collected: string;
  /** Why, after "only to": "answer your message". */
  purpose: string;
  /** How long the server keeps it by default (domain/retention.ts). */
  keptDays: number;
  /**
   * Whose details they are: the visitor's own ("you"), or an applicant's, whom a parent may be
   * filling the form for ("the applicant").
   */
  about: 'you' | 'applicant';
}

/**
 * The notice a person agrees to before sending a form (DPDP Act, section 5), in short: what,
 * why, for how long, their rights and where to complain. Change `consentNoticeVersion`
 * (domain/consent.ts) whenever its text changes.
 */
export function PrivacyNotice({ collected, purpose, keptDays, about }: PrivacyNoticeProps) {
  const headingId = useId();
  return (
    <section className={classes.notice} aria-labelledby={headingId}>
      <h3 id={headingId}>How we use these details</h3>
      <p>
        We collect {collected} only to {purpose}, and keep them for {retentionMonths(keptDays)}{' '}
        months, then delete them. Only the academy's staff see them; we do not sell them or share
        them with anyone else. When a counsellor collects this form at an event, we also record the
        event, the counsellor and the device it was filled in on.
      </p>
      <ul>
        <li>
          {about === 'applicant'
            ? 'The applicant, or for an applicant under 18 their parent or guardian, can withdraw consent, or ask to see, correct or erase these details, at any time: '
            : 'You can withdraw your consent, or ask to see, correct or erase your details, at any time: '}
          <Link to={paths.yourData}>Your data</Link>.
        </li>
        <li>
          Questions or complaints: write to {site.grievanceOfficer.name} at{' '}
          <a href={mailtoHref(site.grievanceOfficer.email)}>{site.grievanceOfficer.email}</a>. You
          can also complain to the{' '}
          <ExternalLink href={site.dataProtectionBoardUrl}>
            Data Protection Board of India
          </ExternalLink>
          .
        </li>
        <li>
          Read the full <Link to={paths.privacy}>privacy notice</Link>.
        </li>
      </ul>
    </section>
  );
}
