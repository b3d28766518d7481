/**
 * What a visitor typed never reaches the server's log: the real server, logging everything it
 * can (trace), as a child process whose output is read whole.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submissionBodyLimitBytes } from '../src/domain/submission-body-limit.ts';
import { openDatabase } from './db/connect.ts';
import { type ServerProcess, startServerProcess } from './test/cli-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test/databases.ts';
import { aDataRequest, aGuardian, anApplication, anInquiry } from './test/fixtures.ts';
import { fakeSite } from './test/harness.ts';

/** Values no log line has any other reason to contain. */
const inquiry = anInquiry({
  fullName: 'Zephyrine Quillfeather',
  emailAddress: 'zephyrine.quill@example.in',
  phoneNumber: '+91 97777 31415',
  subject: 'Marmalade weekend batches',
  message: 'Call me after 6 about the Xylophone cohort',
});
const application = anApplication({
  fullName: 'Bartholomew Nightingale',
  email: 'bart.nightingale@example.in',
  phone: '+91 96666 27182',
  address: '77 Periwinkle Lane, Chennai',
  message: 'Quokka enthusiast joining the next batch',
});
/** An applicant under 18, and the parent who agreed for them. */
const minorsApplication = {
  ...anApplication({ fullName: 'Thaddeus Pemberton', email: 'thaddeus.p@example.in' }),
  minor: true,
  guardian: aGuardian({
    name: 'Araminta Pemberton',
    phone: '+91 94444 14142',
    email: 'araminta.p@example.in',
  }),
};
const dataRequest = aDataRequest({
  email: 'ottoline.marsh@example.in',
  phone: '+91 95555 16180',
  request: 'correction',
  message: 'My surname is spelt Marshwiggle',
});
/** What a visitor typed (the courses and education levels are the site's own words). */
const typed = [
  inquiry.fullName,
  inquiry.emailAddress,
  inquiry.phoneNumber,
  inquiry.subject,
  inquiry.message,
  application.fullName,
  application.email,
  application.phone,
  application.address,
  application.message,
  dataRequest.email,
  dataRequest.phone,
  dataRequest.message,
  minorsApplication.fullName,
  minorsApplication.email,
  minorsApplication.guardian.name,
  minorsApplication.guardian.phone,
  minorsApplication.guardian.email,
];

describe.each(databaseKinds())('the request log on %s', (kind) => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startServerProcess({
      ...database.env,
      STATIC_DIR: await fakeSite(),
      LOG_LEVEL: 'trace',
    });
    // A rule the code does not expect, so a second inquiry from one address fails with an
    // error that is logged, and PostgreSQL's error quotes the address in its detail.
    const db = openDatabase(database.target);
    try {
      await db.schema
        .createIndex('inquiries_email_once')
        .on('inquiries')
        .column('email_address')
        .unique()
        .execute();
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  test('submissions taken, refused or failed leave method, path and status, nothing typed', async () => {
    const answers = [
      await post('/api/inquiries', JSON.stringify(inquiry)),
      await post('/api/applications', JSON.stringify(application)),
      // The same email again: refused as a duplicate by the database's unique index.
      await post('/api/applications', JSON.stringify(application)),
      await post('/api/inquiries', JSON.stringify(inquiry)),
      // Refused before it is read as a submission: broken JSON, too big, the wrong type, a
      // field the validation refuses, values in the query string.
      await post('/api/inquiries', JSON.stringify(inquiry).slice(0, -20)),
      await post(
        '/api/inquiries',
        JSON.stringify({ ...inquiry, message: 'x'.repeat(submissionBodyLimitBytes + 1) }),
      ),
      await post('/api/inquiries', JSON.stringify(inquiry), { 'content-type': 'text/plain' }),
      await post('/api/inquiries', JSON.stringify({ ...inquiry, emailAddress: inquiry.fullName })),
      await post(
        `/api/inquiries?email=${encodeURIComponent(inquiry.emailAddress)}`,
        JSON.stringify(inquiry),
        { 'content-encoding': inquiry.phoneNumber },
      ),
      await post('/api/data-requests', JSON.stringify(dataRequest)),
      await post('/api/data-requests', JSON.stringify({ ...dataRequest, request: 'everything' })),
      // An applicant under 18: taken, then refused for a guardian's email that is no email.
      await post('/api/applications', JSON.stringify(minorsApplication)),
      await post(
        '/api/applications',
        JSON.stringify({
          ...minorsApplication,
          email: 'thaddeus.q@example.in',
          guardian: { ...minorsApplication.guardian, email: minorsApplication.guardian.name },
        }),
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      201, 201, 409, 500, 400, 413, 415, 400, 415, 201, 400, 201, 400,
    ]);
    await server.stop();

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map(({ method, path, status }) => ({ method, path, status }))).toEqual(
      answers.map((answer) => ({
        method: 'POST',
        path: new URL(answer.url).pathname,
        status: answer.status,
      })),
    );
    const errors = lines.filter((line) => line.msg === 'request failed');
    expect(errors).toHaveLength(1);
    for (const value of typed) expect(server.output()).not.toContain(value);
    // Not even in part: the email's name, the phone's digits.
    expect(server.output()).not.toMatch(
      /zephyrine|nightingale|ottoline|thaddeus|araminta|pemberton|97777|96666|95555|94444/i,
    );
    // The purge at start says how many records went, in numbers only.
    const purge = lines.find((line) => line.msg === 'removed records past their retention');
    expect(purge?.purged).toEqual({
      inquiries: 0,
      applications: 0,
      dataRequests: 0,
      withdrawn: 0,
      auditEntries: 0,
    });
  });
});
