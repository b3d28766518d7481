/**
 * How often sign-in may be tried. Per address: @fastify/rate-limit's memory store, per instance,
 * which is enough to stop one client hammering one instance. Per account: failed sign-ins counted
 * in the database (server/db/staff-challenges.ts), because an attacker spreading guesses over
 * instances or addresses must still meet one count. Only failures count, so the person
 * themself, signing in on several devices, is never locked out by their own success.
 */
export interface SignInLimits {
  /** Sign-in and enrolment requests (options and answers) per client address per minute. */
  perAddressPerMinute: number;
  /** Failed sign-ins with one account's passkey within `accountWindowMs`. */
  failuresPerAccount: number;
  accountWindowMs: number;
}

/**
 * A ceremony is two requests; 30 a minute lets an office behind one address sign everyone in at
 * nine while stopping a script. Five wrong answers for one account in 15 minutes is already
 * no person's mistake: a passkey's answer is right or forged.
 */
export const defaultSignInLimits: SignInLimits = {
  perAddressPerMinute: 30,
  failuresPerAccount: 5,
  accountWindowMs: 15 * 60 * 1000,
};

export const tooManySignInsMessage = 'Too many sign-in attempts. Wait a few minutes and try again.';
