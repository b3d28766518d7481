/**
 * A person's request about the data the academy holds on them (DPDP Act, sections 11-14):
 * POST /api/data-requests, with the same Idempotency-Key rules as the forms.
 * Pure TypeScript: no DOM, no Node.
 */
import { dataRequestReplyDays } from './retention.ts';
import { dayMs } from './submission-keys.ts';
import { emailPattern, textFieldReader } from './submissions.ts';

/** When a request received at `receivedAt` must be answered by. */
export function dataRequestDueAt(receivedAt: string): Date {
  return new Date(Date.parse(receivedAt) + dataRequestReplyDays * dayMs);
}

/**
 * The days a withdrawal of consent waits before its records are erased: anyone can type an
 * email, so the person has a week to say a withdrawal was not theirs (staff undo it). Staff may
 * erase sooner, at the person's request.
 */
export const withdrawalEraseDays = 7;

/** When the records a withdrawal made at `withdrawnAt` took are erased. */
export function withdrawalEraseBy(withdrawnAt: string): Date {
  return new Date(Date.parse(withdrawnAt) + withdrawalEraseDays * dayMs);
}

/** A record a withdrawal of consent holds apart, as the admins' queue lists it. */
export interface WithdrawnRecord {
  kind: 'inquiries' | 'applications';
  id: string;
  name: string;
  receivedAt: string;
}

/** One withdrawal waiting in the queue: its request, its records and when they are erased. */
export interface Withdrawal {
  requestId: string;
  email: string;
  phone: string;
  withdrawnAt: string;
  eraseBy: string;
  records: WithdrawnRecord[];
}

/**
 * What a person may ask (DPDP Act ss11-14): a copy, a correction, an erasure, to withdraw their
 * consent, to nominate someone who acts for them if they die or cannot act (s14), and a
 * complaint to the Grievance Officer (s13).
 */
export const dataRequestTypes = [
  'access',
  'correction',
  'erasure',
  'withdraw-consent',
  'nominate',
  'grievance',
] as const;
export type DataRequestType = (typeof dataRequestTypes)[number];

/** Each request in the person's own words, as the form offers it. */
export const dataRequestLabels: Record<DataRequestType, string> = {
  access: 'A copy of my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  'withdraw-consent': 'Withdraw my consent',
  nominate: 'Nominate someone to act for me',
  grievance: 'Make a complaint',
};

/** The requests staff cannot act on without the person's message, and what to ask for. */
const messageRequired: Partial<Record<DataRequestType, string>> = {
  correction: 'Please tell us what to correct',
  nominate: 'Please tell us whom you nominate and how to reach them',
  grievance: 'Please tell us what your complaint is',
};

/** Whether this request needs the person's message (the form marks the field required). */
export function messageNeededFor(request: string): boolean {
  return messageRequired[request as DataRequestType] !== undefined;
}

/** Where a request stands against the days the academy promised to answer it in. */
export type DataRequestClock =
  | { kind: 'done'; doneAt: string }
  | { kind: 'due'; dueAt: string; days: number }
  | { kind: 'overdue'; dueAt: string; days: number };

/**
 * `days`: the days left before it is due, or the days it is past due, each part of a day
 * counted whole — a request received a minute ago is due in 30 days, one a minute past due is
 * overdue by 1.
 */
export function dataRequestClock(
  request: { receivedAt: string; doneAt: string | null },
  now: Date,
): DataRequestClock {
  if (request.doneAt !== null) return { kind: 'done', doneAt: request.doneAt };
  const due = dataRequestDueAt(request.receivedAt);
  const left = due.getTime() - now.getTime();
  return left >= 0
    ? { kind: 'due', dueAt: due.toISOString(), days: Math.ceil(left / dayMs) }
    : { kind: 'overdue', dueAt: due.toISOString(), days: Math.ceil(-left / dayMs) };
}

/** A request as the staff workspace lists it, with the day it must be answered by. */
export interface StaffDataRequest {
  id: string;
  /** One of `dataRequestTypes`, or what an older client sent. */
  request: string;
  email: string;
  phone: string;
  message: string;
  receivedAt: string;
  dueAt: string;
  doneAt: string | null;
}

/** The label of a request type, or the text as sent when it is not one. */
export function dataRequestLabel(request: string): string {
  return (dataRequestLabels as Record<string, string | undefined>)[request] ?? request;
}

export interface DataRequest {
  email: string;
  /** '' when not given. */
  phone: string;
  /** One of `dataRequestTypes`. */
  request: string;
  /** '' when not given; required for a correction. */
  message: string;
}

export type DataRequestErrors = Partial<Record<keyof DataRequest, string>>;

export const dataRequestMaxLengths = {
  email: 254,
  phone: 30,
  request: Math.max(...dataRequestTypes.map((type) => type.length)),
  message: 5000,
} as const satisfies Record<keyof DataRequest, number>;

export const dataRequestSuccessMessage =
  'Your request has been received. We will reply to you by email.';

export function normaliseDataRequest(raw: unknown): DataRequest {
  const field = textFieldReader(raw);
  return {
    email: field('email'),
    phone: field('phone'),
    request: field('request'),
    message: field('message'),
  };
}

export function validateDataRequest(values: Readonly<DataRequest>): DataRequestErrors {
  const errors: DataRequestErrors = {};
  const max = dataRequestMaxLengths;
  if (values.email === '') errors.email = 'Email is required';
  else if (values.email.length > max.email)
    errors.email = `Email must be at most ${max.email} characters`;
  else if (!emailPattern.test(values.email)) errors.email = 'Email is invalid';

  if (values.phone.length > max.phone)
    errors.phone = `Phone must be at most ${max.phone} characters`;

  if (!(dataRequestTypes as readonly string[]).includes(values.request))
    errors.request = 'Please choose what you are asking for';

  const needed = messageRequired[values.request as DataRequestType];
  if (needed !== undefined && values.message === '') errors.message = needed;
  else if (values.message.length > max.message)
    errors.message = `Message must be at most ${max.message} characters`;
  return errors;
}
