import { expect, test } from 'vitest';
import { readSubmissionSource, submissionBody } from './submission-source.ts';

const source = {
  event: 'Chennai Education Fair',
  counsellor: 'Meena',
  device: '',
  collectedAt: '2026-11-26T10:15:00.000Z',
};

test('a body carries the source beside the values, and none without one', () => {
  const values = { fullName: 'Priya', subject: 'Fees' };
  expect(submissionBody(values, source)).toEqual({ ...values, source });
  expect(submissionBody(values, undefined)).toEqual(values);
  expect('source' in submissionBody(values, undefined)).toBe(false);
});

test('a stored source is read back as it was; a malformed one is none', () => {
  expect(readSubmissionSource(source)).toEqual(source);
  expect(readSubmissionSource({ ...source, device: 'Tablet 2' })).toEqual({
    ...source,
    device: 'Tablet 2',
  });
  for (const broken of [
    undefined,
    'Chennai',
    { ...source, event: '' },
    { ...source, event: 'E'.repeat(121) },
    { ...source, counsellor: 'C'.repeat(81) },
    { ...source, device: 'D'.repeat(41) },
    { ...source, collectedAt: '26/11/2026' },
    { ...source, collectedAt: '2026-11-26T10:15:00+05:30' },
  ]) {
    expect(readSubmissionSource(broken)).toBeUndefined();
  }
});
