import { withdrawalEraseDays } from '../../domain/data-requests.ts';
import { paths } from '../../domain/paths.ts';
import { dataRequestReplyDays } from '../../domain/retention.ts';
import { mailtoHref, site } from '../../domain/site.ts';
import { ClearDeviceData } from '../../features/device-data/index.ts';
import { Container } from '../../ui/container.tsx';
import { DataProtectionBoard } from '../../ui/data-protection-board.tsx';
import { Link } from '../../ui/link.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { Title } from '../../ui/title.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';
import { DataRequestSection } from './data-request-section.tsx';
import classes from './your-data-page.module.css';

const summary = `Ask ${site.name} for a copy of your data, to correct it or erase it, withdraw your consent, nominate someone or complain; or clear what this device keeps.`;

const { grievanceOfficer } = site;

function YourRights() {
  return (
    <section aria-labelledby="your-rights-heading">
      <Title order={2} id="your-rights-heading" className={classes.heading}>
        What you can ask for
      </Title>
      <ul>
        <li>
          <strong>A copy of my data</strong>: we send you what we hold about you — your inquiries,
          applications and earlier requests — and what we use it for.
        </li>
        <li>
          <strong>Correct my data</strong>: tell us in the message what is wrong and what it should
          say, and we correct it.
        </li>
        <li>
          <strong>Erase my data</strong>: we delete your inquiries and applications. We keep only
          the record that you asked and when, without your details.
        </li>
        <li>
          <strong>Withdraw my consent</strong>: we stop using your details at once, and erase your
          inquiries and applications {withdrawalEraseDays} days later, or sooner if you say so in
          the message.
        </li>
        <li>
          <strong>Nominate someone to act for me</strong>: name in the message a person who may use
          these rights for you if you die or cannot act yourself, and how to reach them.
        </li>
        <li>
          <strong>Make a complaint</strong>: tell us in the message what went wrong with how we
          handled your data. Our Grievance Officer answers it.
        </li>
      </ul>
      <p>
        We reply by email within {dataRequestReplyDays} days. A withdrawal of consent takes effect
        as it arrives; if it was not you who sent it, tell us and we undo it. For anything else, to
        be sure it is really you, we act only on a request from the email address you gave us: we
        write to it and ask you to confirm, and nothing changes until you reply from it.
      </p>
      <p>
        Not satisfied with our answer? Write to {grievanceOfficer.name} at{' '}
        <a href={mailtoHref(grievanceOfficer.email)}>{grievanceOfficer.email}</a>. If we do not
        resolve it within {dataRequestReplyDays} days, you may complain online to{' '}
        <DataProtectionBoard />. Our <Link to={paths.privacy}>Privacy Policy</Link> says what we
        collect, why and for how long.
      </p>
    </section>
  );
}

function ClearThisDevice() {
  return (
    <section aria-labelledby="clear-device-heading" className={classes.section}>
      <h2 id="clear-device-heading" className={classes.heading}>
        Clear my data on this device
      </h2>
      <p>
        This browser keeps drafts of forms you have not sent, page content and pictures saved for
        offline use, and submissions still waiting to be sent. Clearing removes the drafts and
        everything saved; waiting submissions go only if you choose so after seeing them listed. The
        site itself stays, so it still opens without a connection.
      </p>
      <ClearDeviceData />
    </section>
  );
}

export function YourDataPage() {
  usePageMeta({ title: 'Your data', description: summary });
  return (
    <>
      <PageHero title="Your data" subtitle={summary} />
      <Container size="md" className={classes.body}>
        <YourRights />
        <DataRequestSection />
        <ClearThisDevice />
      </Container>
    </>
  );
}
