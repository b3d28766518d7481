/**
 * Times a device sends in a body, as `Date.prototype.toISOString()` writes them, and the rules
 * every such time follows. Pure TypeScript: no DOM, no Node.
 */
import { dayMs } from './submission-keys.ts';

export const isoUtcExample = '2026-11-26T09:30:00.000Z';
export const isoUtcLength = isoUtcExample.length;
/** Nothing was sent to this site before then: an earlier time is a device's wrong clock. */
export const earliestDeviceTime = '2020-01-01T00:00:00.000Z';
/** A device's clock may run ahead of the server's by this much, and no more. */
export const deviceClockLeadMs = dayMs;

const isoUtcPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The round trip refuses dates that do not exist, such as 31 February. */
export function isIsoUtc(value: string): boolean {
  const time = Date.parse(value);
  return isoUtcPattern.test(value) && !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/**
 * The message for a device's time that cannot be stored, named by `label` ("Collection time"),
 * or undefined when it can. `now` is the server's clock (the device's, in the browser).
 */
export function deviceTimeError(label: string, value: string, now: Date): string | undefined {
  if (value === '') return `${label} is required`;
  if (!isIsoUtc(value)) return `${label} must be a UTC time such as ${isoUtcExample}`;
  if (value < earliestDeviceTime) return `${label} cannot be before 2020`;
  if (Date.parse(value) > now.getTime() + deviceClockLeadMs) {
    return `${label} cannot be more than a day ahead of now`;
  }
  return undefined;
}
