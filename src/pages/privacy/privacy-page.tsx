import { withdrawalEraseDays } from '../../domain/data-requests.ts';
import { noticeTexts } from '../../domain/notice-texts.ts';
import { paths } from '../../domain/paths.ts';
import { dataRequestReplyDays, doneDataRequestDays } from '../../domain/retention.ts';
import { formatAddress, mailtoHref, site } from '../../domain/site.ts';
import { replayWindowDays } from '../../domain/submission-keys.ts';
import { DataProtectionBoard } from '../../ui/data-protection-board.tsx';
import { LegalPage, type LegalSection } from '../../ui/legal-page.tsx';
import { Link } from '../../ui/link.tsx';
import { RetentionPeriod } from '../../ui/retention-period.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const summary = `What ${site.name} collects through this website, what stays on your device, and how to have it deleted.`;

/** How long a half-filled form is kept on the device. */
const draftDays = 7;

const { grievanceOfficer } = site;

const sections: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        {site.name}, {formatAddress()}, runs this website and decides how the information you give
        it is used. Write to <a href={mailtoHref()}>{site.email}</a> about anything on this page.
      </p>
    ),
  },
  {
    heading: 'What the forms collect',
    body: (
      <>
        <p>We collect only what you type into our forms, and use it only for what it is for:</p>
        <ul>
          <li>
            <strong>Contact form</strong>: your full name, email address, subject and message, and —
            if you give them — your phone number and the course you are interested in. We use it
            only to {noticeTexts.inquiry.purpose}.
          </li>
          <li>
            <strong>Application form</strong>: your full name, email address, the course you are
            applying for and your level of education, and — if you give them — your phone number,
            address and a message. We use it only to {noticeTexts.application.purpose}. For an
            applicant under 18 we also ask for a parent's or guardian's name, how they are related
            to the applicant, their phone or email, and their agreement; we contact them to confirm
            it before we act on the application.
          </li>
          <li>
            <strong>Your data form</strong>: your email address, what you ask for, and — if you give
            them — your phone number and a message. We use it to find your data and to answer your
            request.
          </li>
        </ul>
        <p>
          At an education fair, a counsellor may fill in a form for you on the academy's device; we
          then also record the event's name, the counsellor and the device. We do not sell your
          data, share it with advertisers or use it for marketing you did not ask for. Our staff
          read submissions; nobody else does.
        </p>
      </>
    ),
  },
  {
    heading: 'Your consent',
    body: (
      <p>
        The contact and application forms ask you to agree to a short notice before you send them.
        With your submission we keep which version of the notice you agreed to and when you agreed,
        and for an applicant under 18 when the parent or guardian agreed. You may withdraw your
        consent at any time on the <Link to={paths.yourData}>Your data</Link> page.
      </p>
    ),
  },
  {
    heading: 'The chat assistant',
    body: (
      <p>
        The chat assistant answers with a standard message and sends nothing you type to us or
        anyone else. To reach a person, call us or use the contact form.
      </p>
    ),
  },
  {
    heading: 'What is kept on your device',
    body: (
      <>
        <p>So that the site works on a weak connection or none, your browser keeps:</p>
        <ul>
          <li>
            <strong>The site itself</strong> — its pages, course information and images — so it
            opens offline.
          </li>
          <li>
            <strong>Saved content</strong>: the latest copy of each page's text and of the pictures
            it shows, and everything "Save for offline use" fetched, shown when our server cannot be
            reached.
          </li>
          <li>
            <strong>Waiting submissions</strong>: a form you submit without a connection waits on
            your device and is sent automatically when the connection returns, then removed. After{' '}
            {replayWindowDays} days unsent it waits for you to send it again or discard it.
          </li>
          <li>
            <strong>Drafts</strong>: what you have typed into a form but not yet submitted, so a
            closed tab or dropped connection does not lose it. A draft is removed once its form is
            sent, and after {draftDays} days.
          </li>
        </ul>
        <p>
          None of this leaves your device except a submission when it is sent to us. We use no
          advertising or tracking cookies and no third-party analytics.
        </p>
      </>
    ),
  },
  {
    heading: 'How to delete what is on your device',
    body: (
      <ul>
        <li>
          On the <Link to={paths.yourData}>Your data</Link> page, choose "Clear my data on this
          device". It removes drafts and saved content at once; submissions still waiting are
          listed, and deleted only if you choose so. The site itself stays, so it still opens
          offline.
        </li>
        <li>
          Or, in your browser's settings, open the site settings for this website and choose to
          clear its data (in Chrome: Settings → Privacy and security → Site settings → View
          permissions and data stored across sites). This also deletes any unsent submission: it
          will then not reach us, so please submit it again.
        </li>
        <li>If you installed the app, uninstalling it removes its data too.</li>
      </ul>
    ),
  },
  {
    heading: 'How long we keep submissions',
    body: (
      <>
        <p>
          Inquiries are kept for <RetentionPeriod name="inquiryDays" /> and applications for{' '}
          <RetentionPeriod name="applicationDays" /> after we receive them; then our server deletes
          them. A request made on the Your data page is kept for {doneDataRequestDays} days after we
          have answered it, as the record that we did, and its details go when you ask us to erase
          your data.
        </p>
      </>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        Under India's Digital Personal Data Protection Act, 2023 you may ask us for a copy of what
        we hold about you, ask us to correct it or erase it, withdraw your consent, and nominate
        someone to use these rights for you if you die or cannot act yourself. Use the{' '}
        <Link to={paths.yourData}>Your data</Link> page, or email{' '}
        <a href={mailtoHref()}>{site.email}</a> from the address you used. We reply by email within{' '}
        {dataRequestReplyDays} days. A withdrawal of consent takes effect as it arrives: your
        inquiries and applications leave our lists at once and are erased {withdrawalEraseDays} days
        later, or sooner if you ask. Anything else we do once you confirm from that address that the
        request is yours.
      </p>
    ),
  },
  {
    heading: 'Complaints',
    body: (
      <p>
        To complain about how we handle your data, choose "Make a complaint" on the{' '}
        <Link to={paths.yourData}>Your data</Link> page, or write to {grievanceOfficer.name} at{' '}
        <a href={mailtoHref(grievanceOfficer.email)}>{grievanceOfficer.email}</a>. If we do not
        resolve your complaint within {dataRequestReplyDays} days, you may complain to{' '}
        <DataProtectionBoard />. The Board works as a digital office: complaints to it are made
        online, on its website.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageMeta({ title: 'Privacy Policy', description: summary });
  return (
    <LegalPage
      title="Privacy Policy"
      summary={summary}
      updated="28 November 2026"
      sections={sections}
    />
  );
}
