import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { operatorCli } from '../support/operator-cli.ts';

/** The application form on /apply, with its fields found as a visitor finds them: by label. */
export function applicationForm(page: Page) {
  const form = page.getByRole('form', { name: 'Application form' });
  return {
    form,
    fullName: form.getByRole('textbox', { name: /^Full Name/ }),
    email: form.getByRole('textbox', { name: /^Email Address/ }),
    phone: form.getByRole('textbox', { name: /^Phone Number/ }),
    address: form.getByRole('textbox', { name: 'Address', exact: true }),
    course: form.getByRole('combobox', { name: /^Course of Interest/ }),
    level: form.getByRole('combobox', { name: /^Level of Education/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    under18: form.getByRole('group', { name: /^Is the applicant under 18\?/ }),
    consent: form.getByRole('checkbox', { name: /^I have read the notice above and agree/ }),
    submit: form.getByRole('button', { name: 'Submit Application' }),
  };
}

/** The application's under-18 answer, and the guardian's fields it shows. */
export function guardianFields(page: Page) {
  const form = page.getByRole('form', { name: 'Application form' });
  return {
    yes: form.getByRole('radio', { name: 'Yes' }),
    no: form.getByRole('radio', { name: 'No' }),
    group: form.getByRole('group', { name: 'Parent or guardian' }),
    name: form.getByRole('textbox', { name: /^Parent or guardian's name/ }),
    relationship: form.getByRole('combobox', { name: /^Relationship/ }),
    phone: form.getByRole('textbox', { name: /^Parent or guardian's phone/ }),
    email: form.getByRole('textbox', { name: /^Parent or guardian's email/ }),
    consent: form.getByRole('checkbox', { name: /^I am the applicant's parent or guardian/ }),
  };
}

/** The contact page's Get in Touch form. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Get in Touch' });
  return {
    form,
    fullName: form.getByRole('textbox', { name: /^Full Name/ }),
    email: form.getByRole('textbox', { name: /^Email Address/ }),
    phone: form.getByRole('textbox', { name: /^Phone Number/ }),
    course: form.getByRole('combobox', { name: /^Interested Course/ }),
    subject: form.getByRole('textbox', { name: /^Subject/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    consent: form.getByRole('checkbox', { name: /^I have read the notice above and agree/ }),
    submit: form.getByRole('button', { name: 'Send Message' }),
  };
}

/** A fresh address per test and project, so runs never collide in one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.in`;
}

export async function fillApplication(page: Page, email: string) {
  const f = applicationForm(page);
  await f.fullName.fill('Arun Kumar');
  await f.email.fill(email);
  await f.phone.fill('+91 98400 00000');
  await f.address.fill('12, Arcot Road, Kodambakkam, Chennai');
  await f.course.selectOption('Robotics');
  await f.level.selectOption("Bachelor's Degree");
  await f.message.fill('I would like the weekend batch.');
  await guardianFields(page).no.check();
  await f.consent.check();
  return f;
}

export async function fillInquiry(page: Page, email: string) {
  const f = contactForm(page);
  await f.fullName.fill('Priya Raman');
  await f.email.fill(email);
  await f.course.selectOption('Data Science');
  await f.subject.fill('Weekend batches');
  await f.message.fill('Do you run weekend batches for working people?');
  await f.consent.check();
  return f;
}

/** The field's error text, as a screen reader reads it with the field. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * The stored records of one kind, read with the operator's own CLI against the server's data
 * folder (playwright.config.ts shares it as E2E_DATA_DIR). Null only when the suite runs against
 * a server it did not start (E2E_BASE_URL), whose data it cannot read.
 */
export function exportedSubmissions(
  kind: 'inquiries' | 'applications',
  /** Another server's data folder (a test that runs a server of its own). */
  ownDataDir?: string,
  /** Only those collected at this event (`--event`). */
  event?: string,
): Record<string, unknown>[] | null {
  if (process.env.E2E_BASE_URL && !ownDataDir) return null;
  const output = submissionsCli(
    ['export', '--kind', kind, '--format', 'json', ...(event ? ['--event', event] : [])],
    ownDataDir,
  );
  return JSON.parse(output) as Record<string, unknown>[];
}

/**
 * One person's applications as staff's `find` prints them: every one held, also a minor's that
 * waits apart, in no list or export, until its guardian is verified.
 */
export function foundApplications(email: string): Record<string, unknown>[] {
  const found = JSON.parse(submissionsCli(['find', '--email', email]).split('\nTotal: ')[0] ?? '');
  return found.applications as Record<string, unknown>[];
}

/** The staff's list of minors' applications whose guardian waits to be verified. */
export function guardiansToVerify(): string {
  return submissionsCli(['guardians']);
}

/** `npm run submissions -- <args>` against the server's data folder. */
export function submissionsCli(args: readonly string[], ownDataDir?: string): string {
  const dataDir = ownDataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('playwright.config.ts should have set E2E_DATA_DIR');
  return operatorCli('submissions', args, dataDir);
}
