/**
 * Enrolment, sign-in and sign-out (docs/product.md §7.6). Enrolment: an admin's one-time link
 * registers a passkey and signs its holder in. Sign-in: the browser asks for a challenge, the
 * passkey signs it, a session begins. Each change to sessions is an audit entry naming the
 * account, written in the same transaction as the change.
 */
import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { auditAction } from '../db/audit.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type StaffAccount, toStaffAccount } from '../db/staff-accounts.ts';
import {
  countSignInFailures,
  recordSignInFailure,
  saveChallenge,
  takeChallenge,
} from '../db/staff-challenges.ts';
import { findEnrolment, markEnrolmentUsed } from '../db/staff-enrolment.ts';
import { findPasskey, insertPasskey, recordPasskeyUse } from '../db/staff-passkeys.ts';
import { createSession, endAccountSessions, endSession } from '../db/staff-sessions.ts';
import { httpError } from '../errors.ts';
import { challengeExpiry } from '../staff/ceremony.ts';
import { requireStaff, signedInStaff } from '../staff/guard.ts';
import {
  beginRegistration,
  completeRegistration,
  registrationFailedMessage,
} from '../staff/registration.ts';
import {
  authenticationOptions,
  type RelyingParty,
  verifyAuthentication,
} from '../staff/relying-party.ts';
import { bodyFields, credentialResponse, textField } from '../staff/request-body.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../staff/session-cookie.ts';
import { tooManySignInsMessage } from '../staff/sign-in-limits.ts';
import { tokenHash } from '../staff/tokens.ts';
import type { StaffOptions } from './staff.ts';

export const enrolmentGoneMessage =
  'This enrolment link has expired or was already used. Ask an admin for a new one.';
export const signInRefusedMessage = 'That passkey is not recognised, or its account is disabled.';

interface AuthOptions extends StaffOptions {
  rp: RelyingParty;
  limitSignIn: onRequestHookHandler;
}

export const staffAuthRoutes: FastifyPluginAsync<AuthOptions> = async (api, options) => {
  const { db, rp, clock, sessions, signInLimits, limitSignIn } = options;

  /**
   * Makes `change` (using the passkey), starts a session and audits it in one transaction, then
   * sets the session's cookie. A session the browser still held ends: its cookie is replaced, so
   * nothing would ever use it again.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    account: StaffAccount,
    now: Date,
    change: (trx: typeof db) => Promise<void>,
    command: string,
  ) => {
    const previous = sessionToken(request);
    const session = await db.transaction().execute(async (trx) => {
      await change(trx);
      if (previous !== undefined) await endSession(trx, previous);
      const started = await createSession(trx, account.id, now, sessions);
      await auditAction(
        trx,
        { staffAccountId: account.id },
        {
          command,
          recordCount: 1,
          filter: [],
          at: now,
        },
      );
      return started;
    });
    setSessionCookie(reply, session.token, session.expiresAt, now);
    return { account };
  };

  api.get('/session', { preHandler: requireStaff }, async (request) => ({
    account: signedInStaff(request),
  }));

  // Public: the sign-in page asks before offering passkeys, and tells someone who opened it by
  // an IP address where it works.
  api.get('/sign-in/about', async () => ({ origin: rp.origin, passkeys: rp.passkeysWork }));

  api.post('/enrolment/options', { onRequest: limitSignIn }, async (request) => {
    const token = textField(bodyFields(request), 'token');
    const now = clock();
    const account = await findEnrolment(db, token, now);
    if (!account) throw httpError(410, enrolmentGoneMessage);
    const options = await beginRegistration(db, rp, account, enrolmentChallengeId(token), now);
    return { account: { name: account.name, email: account.email }, options };
  });

  api.post('/enrolment', { onRequest: limitSignIn }, async (request, reply) => {
    const fields = bodyFields(request);
    const token = textField(fields, 'token');
    const now = clock();
    const account = await findEnrolment(db, token, now);
    if (!account) throw httpError(410, enrolmentGoneMessage);
    const passkey = await completeRegistration(db, rp, fields, enrolmentChallengeId(token), now);
    try {
      return await signIn(
        request,
        reply,
        account,
        now,
        async (trx) => {
          if (!(await markEnrolmentUsed(trx, token, now))) {
            throw httpError(410, enrolmentGoneMessage);
          }
          await insertPasskey(trx, { ...passkey, accountId: account.id }, now);
        },
        'enrol',
      );
    } catch (error) {
      // The same authenticator registered twice: excludeCredentials should have stopped it.
      if (isUniqueViolation(error)) throw httpError(400, registrationFailedMessage);
      throw error;
    }
  });

  api.post('/sign-in/options', { onRequest: limitSignIn }, async () => {
    const now = clock();
    const attempt = randomUUID();
    const options = await authenticationOptions(rp);
    await saveChallenge(
      db,
      signInChallengeId(attempt),
      options.challenge,
      now,
      challengeExpiry(now),
    );
    return { attempt, options };
  });

  api.post('/sign-in', { onRequest: limitSignIn }, async (request, reply) => {
    const fields = bodyFields(request);
    const now = clock();
    const challenge = await takeChallenge(db, signInChallengeId(textField(fields, 'attempt')), now);
    const response = credentialResponse<AuthenticationResponseJSON>(fields);
    const found = response && (await findPasskey(db, response.id));
    if (!response || !found || challenge === undefined || found.account.disabledAt !== null) {
      throw httpError(401, signInRefusedMessage);
    }
    const { passkey, account } = found;
    const since = new Date(now.getTime() - signInLimits.accountWindowMs);
    if ((await countSignInFailures(db, account.id, since)) >= signInLimits.failuresPerAccount) {
      throw httpError(429, tooManySignInsMessage);
    }
    const verified = await verifyAuthentication(rp, response, challenge, passkey);
    if (!verified) {
      await recordSignInFailure(db, account.id, now);
      throw httpError(401, signInRefusedMessage);
    }
    return signIn(
      request,
      reply,
      toStaffAccount(account),
      now,
      (trx) => recordPasskeyUse(trx, passkey.id, verified.counter, now),
      'sign-in',
    );
  });

  api.post('/sign-out', { preHandler: requireStaff }, async (request, reply) => {
    const account = signedInStaff(request);
    const token = sessionToken(request) ?? '';
    await db.transaction().execute(async (trx) => {
      await endSession(trx, token);
      await auditAction(
        trx,
        { staffAccountId: account.id },
        {
          command: 'sign-out',
          recordCount: 1,
          filter: [],
          at: clock(),
        },
      );
    });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  api.post('/sign-out-everywhere', { preHandler: requireStaff }, async (request, reply) => {
    const account = signedInStaff(request);
    await db.transaction().execute(async (trx) => {
      const ended = await endAccountSessions(trx, account.id);
      await auditAction(
        trx,
        { staffAccountId: account.id },
        {
          command: 'sign-out everywhere',
          recordCount: ended,
          filter: [],
          at: clock(),
        },
      );
    });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
};

/** One pending registration per link: asking again replaces the challenge. */
function enrolmentChallengeId(token: string): string {
  return `enrol:${tokenHash(token)}`;
}

function signInChallengeId(attempt: string): string {
  return `sign-in:${attempt}`;
}
