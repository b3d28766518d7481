/** How long a WebAuthn ceremony may take, for the browser and for the challenge kept meanwhile. */

/** The browser's own limit for the ceremony (the options' `timeout`). */
export const ceremonyTimeoutMs = 5 * 60 * 1000;

/** The stored challenge outlives the browser's limit by a minute: a slow network is not refused. */
export function challengeExpiry(now: Date): Date {
  return new Date(now.getTime() + ceremonyTimeoutMs + 60_000);
}
