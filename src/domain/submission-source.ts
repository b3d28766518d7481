/**
 * Where a submission was collected: at an event, by a counsellor, on a device. A submission made
 * in event mode carries it as `source` in its body; one made by a visitor on their own carries
 * none. Pure TypeScript: the browser, the service worker and the server read it the same way.
 */

export interface SubmissionSource {
  /** The event's name, e.g. "Chennai Education Fair 2026". */
  event: string;
  counsellor: string;
  /** The device's label, '' when none was given. */
  device: string;
  /** When the student submitted on the device: an ISO 8601 UTC time. */
  collectedAt: string;
}

export const sourceLimits = {
  event: { min: 1, max: 120 },
  counsellor: { min: 1, max: 80 },
  device: { min: 0, max: 40 },
} as const;

const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

function withinLimits(value: unknown, { min, max }: { min: number; max: number }): boolean {
  return (
    typeof value === 'string' &&
    value.trim() === value &&
    value.length >= min &&
    value.length <= max
  );
}

/** The source, or undefined when `value` is not one (missing, malformed, out of limits). */
export function readSubmissionSource(value: unknown): SubmissionSource | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { event, counsellor, device, collectedAt } = value as Record<string, unknown>;
  if (!withinLimits(event, sourceLimits.event)) return undefined;
  if (!withinLimits(counsellor, sourceLimits.counsellor)) return undefined;
  if (!withinLimits(device, sourceLimits.device)) return undefined;
  if (typeof collectedAt !== 'string' || !isoUtc.test(collectedAt)) return undefined;
  if (Number.isNaN(Date.parse(collectedAt))) return undefined;
  return {
    event: event as string,
    counsellor: counsellor as string,
    device: device as string,
    collectedAt,
  };
}

/** The body a submission is sent with: its values, and its source when it has one. */
export function submissionBody<Payload extends object>(
  payload: Payload,
  source: SubmissionSource | undefined,
): Payload | (Payload & { source: SubmissionSource }) {
  return source === undefined ? payload : { ...payload, source };
}
