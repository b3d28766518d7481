/**
 * Staff in tests: accounts added as the CLI adds them, passkeys enrolled and used through the
 * real HTTP API with a TestAuthenticator, and requests sent as the workspace's pages send them.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../src/domain/staff-accounts.ts';
import type { AppOptions } from '../app.ts';
import { addStaffAccount } from '../staff/account-actions.ts';
import { sessionCookieName } from '../staff/session-cookie.ts';
import { defaultSignInLimits } from '../staff/sign-in-limits.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestApp } from './harness.ts';
import { suiteApp } from './suite-app.ts';
import { TestAuthenticator } from './test-authenticator.ts';

export const siteOrigin = 'http://localhost:8080';

/** A clock tests move by hand. */
export function testClock(start = '2026-11-27T09:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const hourMs = 60 * 60 * 1000;

/** The default limits, but any number of sign-ins from one address: tests sign in many times. */
export const unlimitedAddresses = { ...defaultSignInLimits, perAddressPerMinute: 1_000_000 };

/**
 * suiteApp for staff tests: the site at `siteOrigin`, a clock the tests move, and a client for
 * the staff API.
 */
export function staffSuite(kind: DatabaseKind, options: Partial<AppOptions> = {}) {
  const clock = testClock();
  const t = suiteApp(kind, {
    siteOrigin,
    clock: clock.now,
    signInLimits: unlimitedAddresses,
    ...options,
  });
  return { t, clock, staff: () => staffClient(t, clock.now) };
}

export interface SignedIn {
  accountId: string;
  /** The Cookie header the browser would send. */
  cookie: string;
  authenticator: TestAuthenticator;
}

export function staffClient(t: TestApp, now: () => Date) {
  const send = (options: InjectOptions & { cookie?: string }) => {
    const { cookie, headers, ...rest } = options;
    // A header given as undefined is left out (a request without Origin).
    const all = { origin: siteOrigin, cookie, ...headers };
    return t.app.inject({
      ...rest,
      headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
    });
  };
  const post = (url: string, payload: object = {}, cookie?: string) =>
    send({ method: 'POST', url, payload, cookie });
  const get = (url: string, cookie?: string) => send({ method: 'GET', url, cookie });

  /** An account as an operator adds it; returns its id and its link's token. */
  const addAccount = async (role: StaffRole, name = 'Lakshmi Narayanan') => {
    const added = await addStaffAccount(
      t.db,
      { name, email: `${name.split(' ')[0]?.toLowerCase()}.${role}@raam.example`, role },
      { osUser: 'test' },
      now(),
    );
    if (added === 'email-taken') throw new Error('test accounts must have unique names');
    return { accountId: added.account.id, token: added.enrolment.token };
  };

  const enrol = async (token: string, authenticator = new TestAuthenticator(siteOrigin)) => {
    const options = await post('/api/staff/enrolment/options', { token });
    expect(options.statusCode).toBe(200);
    const response = authenticator.register(options.json().options);
    const enrolled = await post('/api/staff/enrolment', { token, response, label: 'Phone' });
    return { enrolled, authenticator };
  };

  /** `cookie`: a session the browser still holds. */
  const signIn = async (authenticator: TestAuthenticator, cookie?: string) => {
    const options = await post('/api/staff/sign-in/options');
    expect(options.statusCode).toBe(200);
    const { attempt, options: requestOptions } = options.json();
    return post(
      '/api/staff/sign-in',
      { attempt, response: authenticator.authenticate(requestOptions) },
      cookie,
    );
  };

  /** A new account, enrolled and signed in. */
  const signedIn = async (role: StaffRole, name?: string): Promise<SignedIn> => {
    const { accountId, token } = await addAccount(role, name);
    const { enrolled, authenticator } = await enrol(token);
    expect(enrolled.statusCode).toBe(200);
    return { accountId, cookie: cookieFrom(enrolled), authenticator };
  };

  return { send, post, get, addAccount, enrol, signIn, signedIn };
}

/** The session cookie a response set, as the browser would send it back. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const value = new RegExp(`${sessionCookieName}=([^;]*)`).exec(header)?.[1];
  if (!value) throw new Error(`no session cookie in "${header}"`);
  return `${sessionCookieName}=${value}`;
}
