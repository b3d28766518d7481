/**
 * What a form adds to the values it sends under India's DPDP Act: the person's consent and, on
 * an application, whether the applicant is under 18 and, if so, the guardian who agrees. The
 * outbox keeps it beside the values and sends it in the same body, on every replay alike.
 * Pure TypeScript: no DOM, no Node.
 */
import { type Consent, consentOfBody } from './consent.ts';
import { type Guardian, minorityOfBody } from './guardian.ts';

export interface Agreement {
  consent: Consent;
  /** Applications only. */
  minor?: boolean;
  /** Only when `minor` is true. */
  guardian?: Guardian;
}

/** An agreement as stored on the device, or undefined when there is none (an older record). */
export function readAgreement(raw: unknown): Agreement | undefined {
  const consent = consentOfBody(raw);
  if (consent === null) return undefined;
  const { minor, guardian } = minorityOfBody(raw);
  return {
    consent,
    ...(minor === undefined ? {} : { minor }),
    ...(guardian === undefined ? {} : { guardian }),
  };
}
