import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  consentNoticeVersion,
  defaultConsentRequiredFrom,
  missingConsentMessage,
  validateConsent,
} from '../../src/domain/consent.ts';
import { dataRequestSuccessMessage } from '../../src/domain/data-requests.ts';
import { submissionBodyLimitBytes } from '../../src/domain/submission-body-limit.ts';
import { formErrorBanner, normaliseApplication } from '../../src/domain/submissions.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { aConsent, aDataRequest, aGuardian, anApplication, anInquiry } from '../test/fixtures.ts';
import { postSubmission, storedRecords, storeKeyAsOlderRelease } from '../test/harness.ts';
import { suiteApp } from '../test/suite-app.ts';

describe.each(databaseKinds())('personal data under the DPDP Act on %s', (kind) => {
  const t = suiteApp(kind);
  const post = (url: string, payload: object, key?: string) => postSubmission(t, url, payload, key);
  const dataRequests = () => t.db.selectFrom('dataRequests').selectAll().execute();

  describe('consent', () => {
    test.each([
      ['inquiries', anInquiry],
      ['applications', anApplication],
    ] as const)(
      'a submission to %s is stored with its notice version and time',
      async (endpoint, make) => {
        const consent = aConsent();
        const response = await post(`/api/${endpoint}`, { ...make(), consent });
        expect(response.statusCode).toBe(201);
        const [stored] = await storedRecords(t.db, endpoint);
        expect(stored?.consent).toEqual({
          version: consentNoticeVersion,
          givenAt: consent.givenAt,
        });
      },
    );

    test('an application still waiting on a device under the previous notice is stored with that version', async () => {
      const consent = aConsent({ version: '2026-11-26' });
      expect(consentNoticeVersion).not.toBe('2026-11-26');
      const response = await post('/api/applications', { ...anApplication(), consent });
      expect(response.statusCode).toBe(201);
      const [stored] = await storedRecords(t.db, 'applications');
      expect(stored?.consent).toEqual({ version: '2026-11-26', givenAt: consent.givenAt });
    });

    test.each([
      ['inquiries', anInquiry],
      ['applications', anApplication],
    ] as const)(
      'a body from before consent existed is stored on %s, marked without one',
      async (endpoint, make) => {
        const response = await post(`/api/${endpoint}`, make());
        expect(response.statusCode).toBe(201);
        const [stored] = await storedRecords(t.db, endpoint);
        expect(stored?.consent).toBeNull();
      },
    );

    test.each([
      ['null', null, ['consent.version', 'consent.givenAt']],
      ['a string', 'yes', ['consent.version', 'consent.givenAt']],
      ['an unknown version', aConsent({ version: '2020-01-01' }), ['consent.version']],
      ['a time that is not UTC', aConsent({ givenAt: '26/11/2026 10:30' }), ['consent.givenAt']],
      ['no time', aConsent({ givenAt: '' }), ['consent.givenAt']],
    ])(
      'a consent that is %s is refused with 400 and nothing is stored',
      async (_, consent, fields) => {
        for (const [endpoint, make] of [
          ['inquiries', anInquiry],
          ['applications', anApplication],
        ] as const) {
          const response = await post(`/api/${endpoint}`, { ...make(), consent });
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(formErrorBanner);
          expect(Object.keys(response.json().errors)).toEqual(fields);
          expect(await countSubmissions(t.db, endpoint)).toBe(0);
        }
      },
    );

    test('an unknown version is explained in plain words', async () => {
      const response = await post('/api/inquiries', {
        ...anInquiry(),
        consent: aConsent({ version: '1999' }),
      });
      expect(response.json().errors).toEqual({
        'consent.version':
          'This privacy notice is not one we know. Please reload the page and agree to the current notice.',
      });
    });

    test('the same key with a consent added gets 422; replayed as sent, one record', async () => {
      const key = randomUUID();
      const inquiry = anInquiry();
      expect((await post('/api/inquiries', inquiry, key)).statusCode).toBe(201);
      expect(
        (await post('/api/inquiries', { ...inquiry, consent: aConsent() }, key)).statusCode,
      ).toBe(422);
      const again = await post('/api/inquiries', inquiry, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await countSubmissions(t.db, 'inquiries')).toBe(1);
    });

    test('a key stored before consent existed still replays its application', async () => {
      const key = randomUUID();
      // As that release's outbox holds it: before the under-18 question, too.
      const { minor: _, ...application } = anApplication();
      const answer = await storeKeyAsOlderRelease(
        t.db,
        key,
        'application',
        normaliseApplication(application),
      );
      const replay = await post('/api/applications', application, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(answer);
    });
  });

  describe('applicants under 18', () => {
    test('a minor without a guardian is refused, naming the field, and nothing is stored', async () => {
      const response = await post('/api/applications', { ...anApplication(), minor: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        guardian: 'A parent or guardian must agree for an applicant under 18',
      });
      expect(await countSubmissions(t.db, 'applications')).toBe(0);
    });

    test.each([
      ['guardian.name', { name: ' ' }, "Guardian's name is required"],
      [
        'guardian.relationship',
        { relationship: 'Uncle' },
        'Please choose Parent, Guardian or Other',
      ],
      ['guardian.phone', { phone: '', email: '' }, "Please give the guardian's phone or email"],
      ['guardian.email', { email: 'not-an-email' }, "Guardian's email is invalid"],
      [
        'guardian.consentGivenAt',
        { consentGivenAt: 'yesterday' },
        "Guardian's consent time must be a UTC time such as 2026-11-26T09:30:00.000Z",
      ],
    ] as const)('%s: %j is refused with 400', async (field, change, message) => {
      const response = await post('/api/applications', {
        ...anApplication(),
        minor: true,
        guardian: aGuardian(change),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: message });
      expect(await countSubmissions(t.db, 'applications')).toBe(0);
    });

    test('a minor with a guardian is stored, marked guardian consent to verify', async () => {
      const guardian = aGuardian({ phone: '' });
      const response = await post('/api/applications', {
        ...anApplication(),
        consent: aConsent(),
        minor: true,
        guardian: { ...guardian, name: ` ${guardian.name} ` },
      });
      expect(response.statusCode).toBe(201);
      const [stored] = await storedRecords(t.db, 'applications');
      expect(stored).toMatchObject({ minor: true, guardian, guardianVerifiedAt: null });
      expect(await countSubmissions(t.db, 'applications', { toVerify: true })).toBe(1);
    });

    test('an adult’s application keeps no guardian, even when one is sent', async () => {
      const response = await post('/api/applications', {
        ...anApplication(),
        minor: false,
        guardian: aGuardian(),
      });
      expect(response.statusCode).toBe(201);
      const [stored] = await storedRecords(t.db, 'applications');
      expect(stored).toMatchObject({ minor: false, guardian: null });
      expect(await countSubmissions(t.db, 'applications', { toVerify: true })).toBe(0);
    });

    test('a minor that is not true or false is refused', async () => {
      const response = await post('/api/applications', { ...anApplication(), minor: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        minor: 'Please say whether the applicant is under 18',
      });
    });
  });

  describe('requests about one’s data', () => {
    test('a request is stored once under the same key, and answered the same twice', async () => {
      const key = randomUUID();
      const request = aDataRequest({ request: 'erasure', phone: '+91 98400 44444' });
      const first = await post('/api/data-requests', request, key);
      const again = await post('/api/data-requests', request, key);

      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: dataRequestSuccessMessage, id: expect.any(String) });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const rows = await dataRequests();
      expect(rows).toEqual([
        {
          id: first.json().id,
          receivedAt: expect.any(String),
          ...request,
          doneAt: null,
        },
      ]);
    });

    test('a bad request gets 400 with the banner and a message per field', async () => {
      const response = await post('/api/data-requests', {
        email: 'nobody',
        request: 'delete-everything',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: formErrorBanner,
        errors: {
          email: 'Email is invalid',
          request: 'Please choose what you are asking for',
        },
      });
      expect(await dataRequests()).toEqual([]);
    });

    test('a correction must say what to correct', async () => {
      const response = await post(
        '/api/data-requests',
        aDataRequest({ request: 'correction', message: '' }),
      );
      expect(response.json().errors).toEqual({ message: 'Please tell us what to correct' });
    });

    test('a body over the forms’ limit or not in JSON is refused as theirs are', async () => {
      const tooLarge = await post(
        '/api/data-requests',
        aDataRequest({ message: 'x'.repeat(submissionBodyLimitBytes) }),
      );
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/data-requests',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(aDataRequest()),
      });
      expect([tooLarge.statusCode, notJson.statusCode]).toEqual([413, 415]);
      expect(await dataRequests()).toEqual([]);
    });
  });
});

describe.each(databaseKinds())('once devices are done sending old outboxes, on %s', (kind) => {
  // CONSENT_REQUIRED_FROM has passed: no device still holds a body from before consent.
  const t = suiteApp(kind, { consentRequiredFrom: new Date(Date.now() - 60_000) });

  test.each([
    ['inquiries', anInquiry],
    ['applications', anApplication],
  ] as const)(
    'a body without consent to %s is refused with 400, in words the form shows at its box',
    async (endpoint, make) => {
      const response = await postSubmission(t, `/api/${endpoint}`, make(), randomUUID());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: formErrorBanner,
        errors: { consent: missingConsentMessage },
      });
      expect(await countSubmissions(t.db, endpoint)).toBe(0);
      // With the box ticked it goes through.
      const agreed = await postSubmission(
        t,
        `/api/${endpoint}`,
        { ...make(), consent: aConsent() },
        randomUUID(),
      );
      expect(agreed.statusCode).toBe(201);
    },
  );

  test('a data request, which asks for no consent, is still taken', async () => {
    const response = await postSubmission(t, '/api/data-requests', aDataRequest(), randomUUID());
    expect(response.statusCode).toBe(201);
  });
});

test('by default, a body without consent is refused from 30 days after the forms first asked', () => {
  expect(defaultConsentRequiredFrom.toISOString()).toBe('2026-12-26T00:00:00.000Z');
  const before = new Date('2026-12-25T23:59:59.000Z');
  expect(validateConsent(null, before)).toEqual({});
  expect(validateConsent(null, defaultConsentRequiredFrom)).toEqual({
    consent: missingConsentMessage,
  });
});
