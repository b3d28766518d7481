import { formatAddress, mailtoHref, site } from '../../domain/site.ts';
import { LegalPage, type LegalSection } from '../../ui/legal-page.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const summary = `What ${site.name} collects through this website, what stays on your device, and how to have it deleted.`;

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
        <p>We collect only what you type into our two forms:</p>
        <ul>
          <li>
            <strong>Contact form</strong>: your full name, email address, subject and message, and —
            if you give them — your phone number and the course you are interested in.
          </li>
          <li>
            <strong>Application form</strong>: your full name, email address, the course you are
            applying for and your level of education, and — if you give them — your phone number,
            address and a message.
          </li>
        </ul>
        <p>
          We use it to answer you, to counsel you about courses and to process your application. We
          do not sell it, share it with advertisers or use it for marketing you did not ask for. Our
          staff read submissions; nobody else does.
        </p>
      </>
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
            <strong>Saved content</strong>: the latest copy of each page's text, shown when our
            server cannot be reached.
          </li>
          <li>
            <strong>Unsent submissions</strong>: a form you submit without a connection waits on
            your device and is sent automatically when the connection returns, then removed.
          </li>
          <li>
            <strong>Drafts</strong>: what you have typed into a form but not yet submitted, so a
            closed tab or dropped connection does not lose it. A draft is removed once its form is
            sent.
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
          In your browser's settings, open the site settings for this website and choose to clear
          its data (in Chrome: Settings → Privacy and security → Site settings → View permissions
          and data stored across sites).
        </li>
        <li>If you installed the app, uninstalling it removes its data too.</li>
        <li>
          Clearing site data also deletes any unsent submission: it will then not reach us, so
          please submit it again.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How long we keep submissions',
    body: (
      <p>
        Enquiries are kept for up to two years after our last reply. Applications are kept for up to
        two years after the course you applied for ends, or two years after you apply if you do not
        join. After that they are deleted.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        Under India's Digital Personal Data Protection Act, 2023 you may ask us what we hold about
        you, ask us to correct it, or ask us to delete it. Email{' '}
        <a href={mailtoHref()}>{site.email}</a> with the subject "Privacy request" from the address
        you used; we reply within 30 days.
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
      updated="22 November 2026"
      sections={sections}
    />
  );
}
