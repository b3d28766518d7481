import { describe, expect, test } from 'vitest';
import { submissionBodyLimitBytes } from '../../src/domain/submission-body-limit.ts';
import {
  applicationSuccessMessage,
  duplicateApplicationMessage,
  formErrorBanner,
  inquirySuccessMessage,
} from '../../src/domain/submissions.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { anApplication, anInquiry } from '../test/fixtures.ts';
import { storedRecords } from '../test/harness.ts';
import { suiteApp } from '../test/suite-app.ts';

describe.each(databaseKinds())('submissions on %s', (kind) => {
  const t = suiteApp(kind);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  test('an inquiry is stored and answered with 201, the spec message and an id', async () => {
    const inquiry = anInquiry({ fullName: '  Priya Raman  ', interestedCourse: 'Select a course' });
    const response = await post('/api/inquiries', inquiry);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: inquirySuccessMessage, id: expect.any(String) });

    const [stored] = await storedRecords(t.db, 'inquiries');
    expect(stored).toMatchObject({
      id: body.id,
      fullName: 'Priya Raman',
      emailAddress: inquiry.emailAddress,
      interestedCourse: '',
      message: inquiry.message,
    });
    expect(Date.parse(stored?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  test('an application is stored and answered with 201 and the spec message', async () => {
    const response = await post('/api/applications', anApplication());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: applicationSuccessMessage, id: expect.any(String) });
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
  });

  test('missing fields get 400 with the banner and the contact form messages', async () => {
    const response = await post('/api/inquiries', { fullName: '   ', phoneNumber: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: formErrorBanner,
      errors: {
        fullName: 'Full Name is required',
        emailAddress: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
  });

  test('invalid application fields get 400 with the apply form messages', async () => {
    const response = await post(
      '/api/applications',
      anApplication({ email: 'arun@', courseOfInterest: 'Cooking', levelOfEducation: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Email is invalid',
      courseOfInterest: 'Please select a course',
      levelOfEducation: 'Level of Education is required',
    });
  });

  test('a body that is JSON but not an object is refused field by field', async () => {
    const response = await post('/api/inquiries', '[1,2]', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([
      'fullName',
      'emailAddress',
      'subject',
      'message',
    ]);
  });

  test('unknown fields are ignored, not stored', async () => {
    const response = await post('/api/applications', {
      ...anApplication(),
      isAdmin: true,
      receivedAt: '1999-01-01T00:00:00.000Z',
      id: 'chosen-by-client',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await storedRecords(t.db, 'applications');
    expect(stored?.id).toBe(response.json().id);
    expect(stored?.receivedAt).not.toBe('1999-01-01T00:00:00.000Z');
    expect(stored).not.toHaveProperty('isAdmin');
  });

  test('over-long fields are refused with a field message', async () => {
    const response = await post(
      '/api/inquiries',
      anInquiry({ message: 'x'.repeat(5001), subject: 's'.repeat(201) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      message: 'Message must be at most 5000 characters',
      subject: 'Subject must be at most 200 characters',
    });
  });

  test('a second application with the same email, in another case and with spaces, gets 409', async () => {
    const first = anApplication({ email: 'Meena.Iyer@Example.in' });
    expect((await post('/api/applications', first)).statusCode).toBe(201);

    const again = anApplication({ email: '  meena.iyer@EXAMPLE.IN ', fullName: 'Meena' });
    const response = await post('/api/applications', again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 11000, message: duplicateApplicationMessage });
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
  });

  // Tamil letters take 3 bytes each in UTF-8: a form filled to its limits in Tamil is larger
  // than the same form in English, and must still fit the body limit.
  const tamil = (length: number) => 'த'.repeat(length);
  const tamilApplication = (over = 0) =>
    anApplication({
      fullName: tamil(100),
      email: `${tamil(120)}@${tamil(130)}.in`,
      phone: tamil(30),
      address: tamil(500),
      courseOfInterest: 'Object-Oriented Programming (C++/Java)',
      message: tamil(5000 + over),
    });

  test('an application with every field at its longest, in Tamil, is stored', async () => {
    const application = tamilApplication();
    expect(Buffer.byteLength(JSON.stringify(application))).toBeGreaterThan(16 * 1024);
    const response = await post('/api/applications', application);
    expect(response.statusCode).toBe(201);
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
  });

  test('an inquiry at its longest in control characters (6 bytes each in JSON) is stored', async () => {
    const inquiry = anInquiry({ message: `a${'\u0001'.repeat(4998)}z` });
    const response = await post('/api/inquiries', inquiry);
    expect(response.statusCode).toBe(201);
  });

  test('one Tamil letter over a field limit is refused on that field, not as too large', async () => {
    const response = await post('/api/applications', tamilApplication(1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: formErrorBanner,
      errors: { message: 'Message must be at most 5000 characters' },
    });
  });

  test('a body larger than any valid submission gets 413', async () => {
    const message = 'x'.repeat(submissionBodyLimitBytes);
    const response = await post('/api/inquiries', anInquiry({ message }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.stringContaining('too large') });
  });

  test.each([
    ['text/plain', 'fullName=Priya'],
    ['application/x-www-form-urlencoded', 'fullName=Priya'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('a %s body gets 415', async (contentType, payload) => {
    const response = await post('/api/inquiries', payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Content-Type must be application/json' });
  });

  test('a POST with no body at all gets 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/applications' });
    expect(response.statusCode).toBe(415);
  });

  test('an unknown Content-Encoding gets 415 without its value echoed', async () => {
    const response = await post('/api/inquiries', anInquiry(), {
      'content-type': 'application/json',
      'content-encoding': '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Content-Encoding must be gzip, deflate, br or identity',
    });
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);
  });

  test('malformed JSON gets 400 with a message and no stack trace', async () => {
    const response = await post('/api/inquiries', '{"fullName": "Pri', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  test('an empty JSON body gets 400', async () => {
    const response = await post('/api/inquiries', '', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(databaseKinds())('rate limit on %s', (kind) => {
  const t = suiteApp(kind, { rateLimitMax: 3 });

  test('POSTs past the per-IP limit get 429 with Retry-After, across both endpoints', async () => {
    const statuses = [];
    statuses.push(
      (await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: anInquiry() }))
        .statusCode,
    );
    statuses.push(
      (await t.app.inject({ method: 'POST', url: '/api/applications', payload: anApplication() }))
        .statusCode,
    );
    statuses.push(
      (await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: {} })).statusCode,
    );
    expect(statuses).toEqual([201, 201, 400]);

    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: anApplication(),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringContaining('Too many submissions') });
    expect(limited.headers['x-content-type-options']).toBe('nosniff');

    // Another address has its own budget; reading is never limited.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: anInquiry(),
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(201);
    const read = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(read.statusCode).toBe(200);
  });
});
