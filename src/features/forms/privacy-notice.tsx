import { useId } from 'react';
import type { RetentionName } from '../../domain/page-document.ts';
import { paths } from '../../domain/paths.ts';
import { dataRequestReplyDays } from '../../domain/retention.ts';
import { mailtoHref, site } from '../../domain/site.ts';
import { DataProtectionBoard } from '../../ui/data-protection-board.tsx';
import { Link } from '../../ui/link.tsx';
import { RetentionPeriod } from '../../ui/retention-period.tsx';
import classes from './forms.module.css';

interface PrivacyNoticeProps {
  /** What the form collects, itemised: "your full name, email address and message". */
  collected: string;
  /** Why, after "only to": "answer your message". */
  purpose: string;
  /**
   * Which period the server keeps it for: the notice says the server's own (its operator may set
   * another than the default in domain/retention.ts), as the privacy page does.
   */
  kept: RetentionName;
  /**
   * Whose details they are: the visitor's own ("you"), or an applicant's, whom a parent may be
   * filling the form for ("the applicant").
   */
  about: 'you' | 'applicant';
}

/**
 * The notice a person agrees to before sending a form (DPDP Act, section 5; DPDP Rules 2025,
 * Rule 3), in short: what, why, for how long (the server's period), their rights, and how to
 * complain: to the Grievance Officer first, then to the Board. Change `consentNoticeVersion`
 * (domain/consent.ts) whenever its text changes.
 */
export function PrivacyNotice({ collected, purpose, kept, about }: PrivacyNoticeProps) {
  const headingId = useId();
  return (
    <section className={classes.notice} aria-labelledby={headingId}>
      <h3 id={headingId}>How we use these details</h3>
      <p>
        We collect {collected} only to {purpose}, and keep them for{' '}
        <RetentionPeriod name={kept} words="months" />, then delete them. Only the academy's staff
        see them; we do not sell them or share them with anyone else. When a counsellor collects
        this form at an event, we also record the event, the counsellor and the device it was filled
        in on.
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
          <a href={mailtoHref(site.grievanceOfficer.email)}>{site.grievanceOfficer.email}</a>. If we
          have not resolved your complaint within {dataRequestReplyDays} days, you can complain
          online to <DataProtectionBoard />.
        </li>
        <li>
          Read the full <Link to={paths.privacy}>privacy notice</Link>.
        </li>
      </ul>
    </section>
  );
}
