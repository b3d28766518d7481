/**
 * What the academy holds about one person, as a plain document staff can send them (DPDP Act
 * s11; the CLI's `access` and the workspace's download): each record with what it holds, why,
 * where it came from, what was done with it and until when it is kept; with whom it was shared;
 * whom to ask or complain to.
 */
import { dataRequestDueAt, dataRequestLabel } from '../../src/domain/data-requests.ts';
import { withoutDirectionControls } from '../../src/domain/direction-controls.ts';
import { isLeadStage, leadStageLabels } from '../../src/domain/lead-workflow.ts';
import { noticeTexts } from '../../src/domain/notice-texts.ts';
import { dataRequestReplyDays, type Retention } from '../../src/domain/retention.ts';
import { site } from '../../src/domain/site.ts';
import type { Db } from '../db/connect.ts';
import { findPerson, type Person, previewErasure } from '../db/people.ts';
import type { ApplicationRecord, InquiryRecord } from '../db/submissions.ts';
import { underEighteen } from '../submissions/staff-view.ts';

const dayMs = 24 * 60 * 60 * 1000;

const date = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const day = (iso: string) => date.format(new Date(iso));
const moment = (iso: string) => dateTime.format(new Date(iso));

/** What staff did with a record: its lead's stage, notes and exports, counted from its timeline. */
interface Handling {
  stage: string | null;
  assigned: boolean;
  notes: number;
  exports: number;
}

async function handlingOf(db: Db, id: string): Promise<Handling> {
  const lead = await db
    .selectFrom('leads')
    .select(['stage', 'assignedTo'])
    .where('id', '=', id)
    .executeTakeFirst();
  const events = await db
    .selectFrom('leadEvents')
    .select('type')
    .where('leadId', '=', id)
    .execute();
  return {
    stage: lead?.stage ?? null,
    assigned: Boolean(lead?.assignedTo),
    notes: events.filter((event) => event.type === 'note').length,
    exports: events.filter((event) => event.type === 'exported').length,
  };
}

function handlingText({ stage, assigned, notes, exports }: Handling): string {
  const parts = [
    stage && isLeadStage(stage) ? `its stage is "${leadStageLabels[stage]}"` : undefined,
    assigned ? 'a counsellor is assigned to it' : 'no counsellor is assigned to it yet',
    notes === 0
      ? 'staff wrote no notes about it'
      : `staff wrote ${notes} note${notes === 1 ? '' : 's'} about it`,
    exports === 0
      ? 'it was not exported from the workspace'
      : `it was exported from the workspace ${exports} time${exports === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return `${parts.join('; ')}.`;
}

function fieldsText(fields: readonly [string, string][]): string[] {
  return fields.map(
    ([label, value]) => `     ${label}: ${value === '' ? '(not given)' : clean(value)}`,
  );
}

const clean = (value: string) => withoutDirectionControls(value).replace(/\p{Cc}+/gu, ' ');

function sourceText(record: InquiryRecord | ApplicationRecord): string {
  const { source } = record;
  return source
    ? `collected at the event "${clean(source.event)}" by counsellor ${clean(source.counsellor)} on the device "${clean(source.device)}", ${moment(source.collectedAt)}`
    : 'sent from the website';
}

function consentText(record: InquiryRecord | ApplicationRecord): string {
  return record.consent
    ? `you agreed to the privacy notice of ${record.consent.version} on ${moment(record.consent.givenAt)}`
    : 'it was sent before the forms asked for consent, so none is recorded';
}

export interface AccessSummaryOptions {
  person: Person;
  retention: Retention;
  /** Who hosts the server, when configured (config.ts `HOSTING_PROVIDER`). */
  hostingProvider: string | undefined;
  now: Date;
}

/** The document, as lines of plain text; and how many records it describes. */
export async function accessSummary(
  db: Db,
  { person, retention, hostingProvider, now }: AccessSummaryOptions,
): Promise<{ text: string; records: number }> {
  // Only the records that are theirs, chosen as erasure chooses them: one found only by a
  // phone under another name (a sibling's, on the family's phone) is not sent to them.
  const theirs = new Set(
    (await previewErasure(db, person)).filter((record) => record.selected).map((r) => r.id),
  );
  const all = await findPerson(db, person);
  const found = {
    inquiries: all.inquiries.filter((record) => theirs.has(record.id)),
    applications: all.applications.filter((record) => theirs.has(record.id)),
    dataRequests: all.dataRequests.filter((record) => theirs.has(record.id)),
  };
  const lines: string[] = [
    `What ${site.name} holds about you`,
    `Prepared on ${day(now.toISOString())} for ${[person.email, person.phone].filter(Boolean).join(' and ')}.`,
    '',
  ];
  let count = 0;
  const heading = (text: string) => {
    count += 1;
    lines.push(`${count}. ${text}`);
  };
  for (const inquiry of found.inquiries) {
    heading(`Your message of ${day(inquiry.receivedAt)}`);
    lines.push('   What it holds:');
    lines.push(
      ...fieldsText([
        ['Full name', inquiry.fullName],
        ['Email', inquiry.emailAddress],
        ['Phone', inquiry.phoneNumber],
        ['Course', inquiry.interestedCourse],
        ['Subject', inquiry.subject],
        ['Message', inquiry.message],
      ]),
    );
    lines.push(
      `   Why we hold it: only to ${noticeTexts.inquiry.purpose}.`,
      `   Where it came from: ${sourceText(inquiry)}; ${consentText(inquiry)}.`,
      `   What we did with it: ${handlingText(await handlingOf(db, inquiry.id))}`,
      `   Kept until: ${day(new Date(Date.parse(inquiry.receivedAt) + retention.inquiryDays * dayMs).toISOString())}, then deleted.`,
      '',
    );
  }
  for (const application of found.applications) {
    heading(`Your application of ${day(application.receivedAt)}`);
    lines.push('   What it holds:');
    lines.push(
      ...fieldsText([
        ['Full name', application.fullName],
        ['Email', application.email],
        ['Phone', application.phone],
        ['Address', application.address],
        ['Course', application.courseOfInterest],
        ['Level of education', application.levelOfEducation],
        ['Message', application.message],
        ['Under 18', underEighteen(application)],
      ]),
    );
    if (application.guardian) {
      const { guardian } = application;
      lines.push(
        ...fieldsText([
          ['Parent or guardian', guardian.name],
          ['Relationship', guardian.relationship],
          ['Their phone', guardian.phone],
          ['Their email', guardian.email],
        ]),
        `   The parent or guardian agreed on ${moment(guardian.consentGivenAt)}; ${
          application.guardianVerifiedAt
            ? `the academy verified them on ${day(application.guardianVerifiedAt)}`
            : 'the academy has not yet verified them'
        }.`,
      );
    }
    lines.push(
      `   Why we hold it: only to ${noticeTexts.application.purpose}.`,
      `   Where it came from: ${sourceText(application)}; ${consentText(application)}.`,
      `   What we did with it: ${handlingText(await handlingOf(db, application.id))}`,
      `   Kept until: ${day(new Date(Date.parse(application.receivedAt) + retention.applicationDays * dayMs).toISOString())}, then deleted.`,
      '',
    );
  }
  for (const request of found.dataRequests) {
    heading(`Your request of ${day(request.receivedAt)}: "${dataRequestLabel(request.request)}"`);
    lines.push(
      ...fieldsText([
        ['Email', request.email],
        ['Phone', request.phone],
        ['Message', request.message],
      ]),
      `   ${
        request.doneAt
          ? `Answered on ${day(request.doneAt)}.`
          : `Waiting; to be answered by ${day(dataRequestDueAt(request.receivedAt).toISOString())}.`
      }`,
      '',
    );
  }
  if (count === 0) lines.push('We hold nothing about you under this email or phone.', '');
  lines.push(
    `Who we shared it with: no one. Only the academy's staff see it${
      hostingProvider
        ? `; it is stored on the academy's server, hosted by ${hostingProvider}, which does not use it.`
        : "; it is stored on the academy's own server."
    }`,
    `You can ask us to correct or erase any of it, or withdraw your consent, at any time: reply to this message or write to ${site.grievanceOfficer.email}.`,
    `To complain, write to ${site.grievanceOfficer.name} at ${site.grievanceOfficer.email}. If we do not resolve it within ${dataRequestReplyDays} days, you can complain online to the Data Protection Board of India: ${site.dataProtectionBoardUrl}`,
    '',
  );
  return { text: lines.join('\n'), records: count };
}
