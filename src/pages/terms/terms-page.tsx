import { paths } from '../../domain/paths.ts';
import { mailtoHref, site } from '../../domain/site.ts';
import { LegalPage, type LegalSection } from '../../ui/legal-page.tsx';
import { Link } from '../../ui/link.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const summary = `The terms on which ${site.name} offers this website and takes applications.`;

const sections: readonly LegalSection[] = [
  {
    heading: 'Using this website',
    body: (
      <p>
        You may browse, install and use this website to learn about our courses and to contact or
        apply to us. Please do not misuse it: no automated mass submissions, no attempts to break or
        overload it, and no false information in the forms.
      </p>
    ),
  },
  {
    heading: 'Course information',
    body: (
      <p>
        We keep course descriptions, durations and schedules accurate, but batches, timings and fees
        can change. The details confirmed to you in writing when you enrol are the ones that apply.
      </p>
    ),
  },
  {
    heading: 'Applications and enquiries',
    body: (
      <p>
        Submitting an application does not by itself reserve a seat. A counsellor contacts you,
        usually within 2-3 business days, to discuss the course, any assessment and the fees; your
        place is confirmed on enrolment. Submissions are handled as our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link> describes.
      </p>
    ),
  },
  {
    heading: 'Content and trademarks',
    body: (
      <p>
        The text, images and course material on this site belong to {site.name} unless marked
        otherwise. You may share links to it; please ask before copying it elsewhere.
      </p>
    ),
  },
  {
    heading: 'Links to other sites',
    body: (
      <p>
        Links to social networks and maps open other companies' websites, which have their own terms
        and privacy policies.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        We provide this website as it is and work to keep it available, including offline, but we
        cannot promise it will always be error-free. Nothing in these terms limits rights you have
        under Indian consumer law.
      </p>
    ),
  },
  {
    heading: 'Law and contact',
    body: (
      <p>
        These terms are governed by the laws of India, and the courts of Chennai have jurisdiction.
        Questions: <a href={mailtoHref()}>{site.email}</a> or call {site.phone}.
      </p>
    ),
  },
];

export function TermsPage() {
  usePageMeta({ title: 'Terms of Service', description: summary });
  return (
    <LegalPage
      title="Terms of Service"
      summary={summary}
      updated="22 November 2026"
      sections={sections}
    />
  );
}
