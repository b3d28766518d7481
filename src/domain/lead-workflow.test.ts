import { expect, test } from 'vitest';
import { leadPhoneKey, nameWords, newLeadOverdueCutoff } from './lead-workflow.ts';

/** A moment given in India Standard Time. */
const ist = (local: string) => new Date(`${local}+05:30`);

test('a New lead is overdue one working day after it arrived, on weekdays', () => {
  // Thursday noon: whatever arrived before Wednesday noon.
  expect(newLeadOverdueCutoff(ist('2026-11-26T12:00:00'))).toEqual(ist('2026-11-25T12:00:00'));
});

test('the hours of a Sunday do not count', () => {
  // Monday 09:00: nine hours of Monday, no Sunday, fifteen of Saturday.
  expect(newLeadOverdueCutoff(ist('2026-11-30T09:00:00'))).toEqual(ist('2026-11-28T09:00:00'));
  // On Sunday itself, a whole Saturday still counts back from its end.
  expect(newLeadOverdueCutoff(ist('2026-11-29T15:00:00'))).toEqual(ist('2026-11-28T00:00:00'));
  // Two working days from Monday 09:00 reach back past Saturday into Friday.
  expect(newLeadOverdueCutoff(ist('2026-11-30T09:00:00'), 48)).toEqual(ist('2026-11-27T09:00:00'));
});

test('the days are India Standard Time days, whatever the server runs in', () => {
  // Sunday 23:00 UTC is already Monday 04:30 in Chennai: four and a half working hours of it.
  const now = new Date('2026-11-29T23:00:00Z');
  expect(newLeadOverdueCutoff(now)).toEqual(ist('2026-11-28T04:30:00'));
});

test('a configured number of working hours is counted the same way', () => {
  expect(newLeadOverdueCutoff(ist('2026-11-30T09:00:00'), 12)).toEqual(ist('2026-11-28T21:00:00'));
  // Within the day: four working hours before Monday 11:00.
  expect(newLeadOverdueCutoff(ist('2026-11-30T11:00:00'), 4)).toEqual(ist('2026-11-30T07:00:00'));
});

test('a phone typed any way has one key: its last ten digits', () => {
  for (const typed of ['+91 98400 11111', '098400-11111', '(+91) 9840011111', '98400.11111']) {
    expect(leadPhoneKey(typed)).toBe('9840011111');
  }
  expect(leadPhoneKey('no digits')).toBe('');
});

test('names are searched by their words, without regard to case, spacing or dots', () => {
  expect(nameWords('  PRIYA   Raman ')).toEqual(['priya', 'raman']);
  expect(nameWords('K.S. Raman-Iyer, k')).toEqual(['k', 's', 'raman', 'iyer']);
  expect(nameWords('கவியா சுப்ரமணியன்')).toEqual(['கவியா', 'சுப்ரமணியன்']);
});
