import { describe, expect, test } from 'vitest';
import {
  normaliseSource,
  type SubmissionSource,
  sourceOfBody,
  validateSource,
} from './submission-source.ts';

const now = new Date('2026-11-26T10:00:00.000Z');
const source: SubmissionSource = {
  event: 'Chennai Education Fair 2026',
  counsellor: 'Lakshmi Narayanan',
  device: 'Tablet 2',
  collectedAt: '2026-11-26T09:30:00.000Z',
};

describe('normaliseSource', () => {
  test('no source, or null, is none', () => {
    expect(normaliseSource(undefined)).toBeNull();
    expect(normaliseSource(null)).toBeNull();
  });

  test('trims, drops NUL characters and unknown fields, reads anything but text as empty', () => {
    expect(
      normaliseSource({
        event: '  Chennai Education\u0000 Fair 2026 ',
        counsellor: '\tLakshmi Narayanan\n',
        device: 7,
        collectedAt: ' 2026-11-26T09:30:00.000Z',
        pin: '1234',
      }),
    ).toEqual({ ...source, device: '' });
  });

  test('a source that is not an object reads as all empty', () => {
    const empty = { event: '', counsellor: '', device: '', collectedAt: '' };
    expect(normaliseSource('Chennai fair')).toEqual(empty);
    expect(normaliseSource([source])).toEqual(empty);
  });

  test("is read from the body's own source member only", () => {
    expect(sourceOfBody({ fullName: 'Priya', source })).toEqual(source);
    expect(sourceOfBody({ fullName: 'Priya' })).toBeNull();
    expect(sourceOfBody(Object.create({ source }))).toBeNull();
    expect(sourceOfBody('text')).toBeNull();
  });
});

describe('validateSource', () => {
  const errorsOf = (change: Partial<SubmissionSource>) =>
    validateSource(normaliseSource({ ...source, ...change }), now);

  test('no source and a good source have no errors', () => {
    expect(validateSource(null, now)).toEqual({});
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ device: '' })).toEqual({});
  });

  test('lengths are counted after trimming, up to each limit', () => {
    expect(
      errorsOf({
        event: ` ${'e'.repeat(120)} `,
        counsellor: 'c'.repeat(80),
        device: 'd'.repeat(40),
      }),
    ).toEqual({});
    expect(
      errorsOf({ event: 'e'.repeat(121), counsellor: 'c'.repeat(81), device: 'd'.repeat(41) }),
    ).toEqual({
      'source.event': 'Event name must be at most 120 characters',
      'source.counsellor': 'Counsellor name must be at most 80 characters',
      'source.device': 'Device label must be at most 40 characters',
    });
  });

  test('the event and the counsellor are required; whitespace is empty', () => {
    expect(errorsOf({ event: '  ', counsellor: '\u0000' })).toEqual({
      'source.event': 'Event name is required',
      'source.counsellor': 'Counsellor name is required',
    });
  });

  test.each([
    '2026-11-26T09:30:00Z',
    '2026-11-26T09:30:00.000+05:30',
    '2026-11-26 09:30:00.000Z',
    '2026-02-29T09:30:00.000Z',
    '2026-13-01T09:30:00.000Z',
    'yesterday',
  ])('collectedAt %j is not an ISO UTC time', (collectedAt) => {
    expect(errorsOf({ collectedAt })).toEqual({
      'source.collectedAt': 'Collection time must be a UTC time such as 2026-11-26T09:30:00.000Z',
    });
  });

  test('collectedAt is from 2020 to a day ahead of now, both ends included', () => {
    expect(errorsOf({ collectedAt: '2020-01-01T00:00:00.000Z' })).toEqual({});
    expect(errorsOf({ collectedAt: '2026-11-27T10:00:00.000Z' })).toEqual({});
    expect(errorsOf({ collectedAt: '2019-12-31T23:59:59.999Z' })).toEqual({
      'source.collectedAt': 'Collection time cannot be before 2020',
    });
    expect(errorsOf({ collectedAt: '2026-11-27T10:00:00.001Z' })).toEqual({
      'source.collectedAt': 'Collection time cannot be more than a day ahead of now',
    });
    expect(errorsOf({ collectedAt: '' })).toEqual({
      'source.collectedAt': 'Collection time is required',
    });
  });
});
