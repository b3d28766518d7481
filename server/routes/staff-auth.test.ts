import { describe, expect, test } from 'vitest';
import { defaultStaffSessions } from '../config.ts';
import { auditEntries } from '../db/audit.ts';
import { setStaffAccess } from '../staff/account-actions.ts';
import { purgeStaffLeftovers } from '../staff/purge.ts';
import { sessionCookieName } from '../staff/session-cookie.ts';
import { tokenHash } from '../staff/tokens.ts';
import { createTestDatabase, databaseKinds } from '../test/databases.ts';
import { startTestApp } from '../test/harness.ts';
import {
  cookieFrom,
  hourMs,
  siteOrigin,
  staffClient,
  staffSuite,
  testClock,
  unlimitedAddresses,
} from '../test/staff.ts';
import { suiteApp } from '../test/suite-app.ts';
import { TestAuthenticator } from '../test/test-authenticator.ts';

describe.each(databaseKinds())('staff passkeys and sessions on %s', (kind) => {
  const { t, clock, staff } = staffSuite(kind);

  test('an enrolment link registers a passkey and signs its holder in', async () => {
    const { addAccount, post, get } = staff();
    const { accountId, token } = await addAccount('counsellor', 'Divya Krishnan');

    const options = await post('/api/staff/enrolment/options', { token });
    expect(options.statusCode).toBe(200);
    const body = options.json();
    expect(body.account).toEqual({
      name: 'Divya Krishnan',
      email: 'divya.counsellor@raam.example',
    });
    expect(body.options.rp).toEqual({ id: 'localhost', name: 'RAAM Academy staff' });
    expect(body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const authenticator = new TestAuthenticator(siteOrigin);
    const response = authenticator.register(body.options);
    const enrolled = await post('/api/staff/enrolment', {
      token,
      response,
      label: 'Divya’s phone',
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toEqual({
      account: {
        id: accountId,
        name: 'Divya Krishnan',
        email: 'divya.counsellor@raam.example',
        role: 'counsellor',
        disabled: false,
      },
    });

    // The cookie: a 256-bit token, with every attribute the session guides ask for.
    const setCookie = String(enrolled.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^${sessionCookieName}=[\\w-]{43}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${7 * 24 * 3600}$`,
      ),
    );
    const cookie = cookieFrom(enrolled);
    const session = await get('/api/staff/session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().account.id).toBe(accountId);

    // Only hashes are stored.
    const token2 = cookie.split('=')[1] ?? '';
    const stored = await t.db.selectFrom('staffSessions').selectAll().execute();
    expect(stored.map((row) => row.tokenHash)).toEqual([tokenHash(token2)]);
    const links = await t.db.selectFrom('staffEnrolmentTokens').selectAll().execute();
    expect(links.map((row) => row.tokenHash)).toEqual([tokenHash(token)]);
    expect(JSON.stringify({ stored, links })).not.toContain(token2);
    expect(JSON.stringify({ stored, links })).not.toContain(token);

    const passkeys = await t.db.selectFrom('staffPasskeys').selectAll().execute();
    expect(passkeys).toMatchObject([
      { id: authenticator.id, accountId, label: 'Divya’s phone', transports: '["internal"]' },
    ]);
  });

  test('a used or expired enrolment link is refused with 410', async () => {
    const { addAccount, enrol, post } = staff();
    const gone = {
      message: 'This enrolment link has expired or was already used. Ask an admin for a new one.',
    };
    const used = await addAccount('counsellor', 'Used Link');
    expect((await enrol(used.token)).enrolled.statusCode).toBe(200);
    const again = await post('/api/staff/enrolment/options', { token: used.token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(gone);
    const other = await addAccount('counsellor', 'Other Link');
    const otherOptions = (
      await post('/api/staff/enrolment/options', { token: other.token })
    ).json();
    const response = new TestAuthenticator(siteOrigin).register(otherOptions.options);
    const reused = await post('/api/staff/enrolment', { token: used.token, response });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual(gone);

    const late = await addAccount('counsellor', 'Late Link');
    clock.advance(23 * hourMs);
    expect((await post('/api/staff/enrolment/options', { token: late.token })).statusCode).toBe(
      200,
    );
    clock.advance(hourMs);
    const expired = await post('/api/staff/enrolment/options', { token: late.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual(gone);
    expect((await post('/api/staff/enrolment/options', { token: 'made-up' })).statusCode).toBe(410);
  });

  test('a registration for another origin or another challenge is refused with 400', async () => {
    const { addAccount, post } = staff();
    const { token } = await addAccount('counsellor', 'Wrong Origin');
    const failed = { message: 'The passkey could not be registered. Try again.' };

    const options = (await post('/api/staff/enrolment/options', { token })).json().options;
    const phished = new TestAuthenticator('http://localhost.evil.example').register(options);
    const refused = await post('/api/staff/enrolment', { token, response: phished });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(failed);

    // The refused answer used up that challenge: the same answer, replayed, is refused too.
    const fresh = (await post('/api/staff/enrolment/options', { token })).json().options;
    const authenticator = new TestAuthenticator(siteOrigin);
    const stale = authenticator.register(options);
    expect((await post('/api/staff/enrolment', { token, response: stale })).statusCode).toBe(400);
    expect((await post('/api/staff/enrolment', { token, response: {} })).statusCode).toBe(400);
    expect(await t.db.selectFrom('staffPasskeys').selectAll().execute()).toEqual([]);

    // The link still works for a good answer.
    const options2 = (await post('/api/staff/enrolment/options', { token })).json().options;
    expect(options2.challenge).not.toBe(fresh.challenge);
    const good = authenticator.register(options2);
    expect((await post('/api/staff/enrolment', { token, response: good })).statusCode).toBe(200);
  });

  test('a passkey signs in; its counter and last use are recorded, its answer works once', async () => {
    const { signedIn, post, get } = staff();
    const { accountId, authenticator } = await signedIn('counsellor', 'Sign In');

    const options = await post('/api/staff/sign-in/options');
    const { attempt, options: requestOptions } = options.json();
    expect(requestOptions.rpId).toBe('localhost');
    expect(requestOptions.userVerification).toBe('required');
    expect(requestOptions.allowCredentials ?? []).toEqual([]);
    const response = authenticator.authenticate(requestOptions);
    const signed = await post('/api/staff/sign-in', { attempt, response });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().account).toMatchObject({ id: accountId, role: 'counsellor' });
    const session = await get('/api/staff/session', cookieFrom(signed));
    expect(session.statusCode).toBe(200);

    const [passkey] = await t.db.selectFrom('staffPasskeys').selectAll().execute();
    expect(Number(passkey?.counter)).toBe(2);
    expect(passkey?.lastUsedAt).toBe(clock.now().toISOString());

    const replayed = await post('/api/staff/sign-in', { attempt, response });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      message: 'That passkey is not recognised, or its account is disabled.',
    });
    expect(replayed.headers['set-cookie']).toBeUndefined();
  });

  test('signing in again in the same browser ends the session it held', async () => {
    const { signedIn, signIn, get } = staff();
    const { cookie, authenticator } = await signedIn('counsellor', 'Again');
    const again = await signIn(authenticator, cookie);
    expect(again.statusCode).toBe(200);
    expect((await get('/api/staff/session', cookie)).statusCode).toBe(401);
    expect((await get('/api/staff/session', cookieFrom(again))).statusCode).toBe(200);
  });

  test('an unknown passkey, or one without user verification, is refused', async () => {
    const { signedIn, signIn, post } = staff();
    const { authenticator } = await signedIn('counsellor', 'Unverified');
    expect((await signIn(new TestAuthenticator(siteOrigin))).statusCode).toBe(401);

    const { attempt, options } = (await post('/api/staff/sign-in/options')).json();
    const response = authenticator.authenticate(options, { verified: false });
    expect((await post('/api/staff/sign-in', { attempt, response })).statusCode).toBe(401);
    // Signed by the key, but for another site's relying party.
    const other = (await post('/api/staff/sign-in/options')).json();
    const elsewhere = authenticator.authenticate(other.options, { rpId: 'evil.example' });
    expect(
      (await post('/api/staff/sign-in', { attempt: other.attempt, response: elsewhere }))
        .statusCode,
    ).toBe(401);
  });

  test('a session ends after 12 idle hours, and each request keeps it alive', async () => {
    const { signedIn, get } = staff();
    const { cookie } = await signedIn('counsellor', 'Idle');
    clock.advance(11 * hourMs);
    expect((await get('/api/staff/session', cookie)).statusCode).toBe(200);
    clock.advance(11 * hourMs);
    expect((await get('/api/staff/session', cookie)).statusCode).toBe(200);
    clock.advance(12 * hourMs);
    const ended = await get('/api/staff/session', cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: 'Sign in to continue' });
    // The browser is told to drop the dead cookie.
    expect(String(ended.headers['set-cookie'])).toMatch(
      new RegExp(`^${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0$`),
    );
    expect(await t.db.selectFrom('staffSessions').selectAll().execute()).toEqual([]);
  });

  test('a session ends 7 days after sign-in, however busy', async () => {
    const { signedIn, get } = staff();
    const { cookie } = await signedIn('counsellor', 'Busy');
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      clock.advance(10 * hourMs);
      expect((await get('/api/staff/session', cookie)).statusCode).toBe(200);
    }
    clock.advance(8 * hourMs); // 170 hours in all, past 168
    expect((await get('/api/staff/session', cookie)).statusCode).toBe(401);
  });

  test('the daily purge removes sessions that ended, and keeps live ones', async () => {
    const { signedIn, get } = staff();
    const idle = await signedIn('counsellor', 'Gone Idle');
    clock.advance(6 * hourMs);
    const fresh = await signedIn('counsellor', 'Still Here');
    clock.advance(7 * hourMs);
    await purgeStaffLeftovers(t.db, clock.now(), defaultStaffSessions);
    const left = await t.db.selectFrom('staffSessions').select('accountId').execute();
    expect(left).toEqual([{ accountId: fresh.accountId }]);
    expect((await get('/api/staff/session', idle.cookie)).statusCode).toBe(401);
  });

  test('sign out ends this session; sign out everywhere ends all of them', async () => {
    const { signedIn, signIn, post, get } = staff();
    // A second between steps: the audit trail is ordered by time.
    const first = await signedIn('counsellor', 'Two Devices');
    clock.advance(1000);
    const second = cookieFrom(await signIn(first.authenticator));
    clock.advance(1000);
    const third = cookieFrom(await signIn(first.authenticator));
    clock.advance(1000);

    const out = await post('/api/staff/sign-out', {}, first.cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get('/api/staff/session', first.cookie)).statusCode).toBe(401);
    expect((await get('/api/staff/session', second)).statusCode).toBe(200);

    clock.advance(1000);
    const everywhere = await post('/api/staff/sign-out-everywhere', {}, second);
    expect(everywhere.statusCode).toBe(204);
    expect((await get('/api/staff/session', second)).statusCode).toBe(401);
    expect((await get('/api/staff/session', third)).statusCode).toBe(401);

    const trail = await auditEntries(t.db);
    expect(
      trail
        .filter((entry) => entry.staffAccountId !== null)
        .map(({ command, recordCount, staffAccountId }) => ({
          command,
          recordCount,
          staffAccountId,
        })),
    ).toEqual([
      { command: 'enrol', recordCount: 1, staffAccountId: first.accountId },
      { command: 'sign-in', recordCount: 1, staffAccountId: first.accountId },
      { command: 'sign-in', recordCount: 1, staffAccountId: first.accountId },
      { command: 'sign-out', recordCount: 1, staffAccountId: first.accountId },
      { command: 'sign-out everywhere', recordCount: 2, staffAccountId: first.accountId },
    ]);
  });

  test('disabling an account ends its open session at once and refuses its passkey', async () => {
    const { signedIn, signIn, get } = staff();
    const { accountId, cookie, authenticator } = await signedIn('counsellor', 'Disabled');
    await setStaffAccess(t.db, accountId, 'disable', { osUser: 'test' }, clock.now());
    expect((await get('/api/staff/session', cookie)).statusCode).toBe(401);
    expect((await signIn(authenticator)).statusCode).toBe(401);
    await setStaffAccess(t.db, accountId, 'enable', { osUser: 'test' }, clock.now());
    expect((await signIn(authenticator)).statusCode).toBe(200);
  });

  test('a state-changing request from another origin, or none, is refused', async () => {
    const { signedIn, send } = staff();
    const { cookie } = await signedIn('admin', 'Origin');
    for (const origin of ['https://evil.example', 'http://127.0.0.1:8080', undefined]) {
      const refused = await send({
        method: 'POST',
        url: '/api/staff/sign-out',
        cookie,
        headers: { origin },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Request origin not allowed' });
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect((await send({ method: 'GET', url: '/api/staff/session', cookie })).statusCode).toBe(200);
  });

  test('every staff answer says no-store, errors included', async () => {
    const { signedIn, get, post } = staff();
    const { cookie } = await signedIn('counsellor', 'No Store');
    const answers = [
      await get('/api/staff/session', cookie),
      await get('/api/staff/session'),
      await get('/api/staff/accounts', cookie),
      await get('/api/staff/nothing-here', cookie),
      await get('/api/staff'),
      await post('/api/staff/sign-in/options'),
      await post('/api/staff/enrolment/options', { token: 'x' }),
      await get('/api/staff/sign-in/about'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 401, 403, 404, 404, 200, 410, 200,
    ]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).not.toMatch(/\bat \S+:\d+/); // no stack trace
    }
  });

  test('the sign-in page learns the origin where passkeys work', async () => {
    const about = await staff().get('/api/staff/sign-in/about');
    expect(about.json()).toEqual({ origin: siteOrigin, passkeys: true });
  });
});

describe.each(databaseKinds())('signed out, every staff endpoint answers 401 on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, { siteOrigin, clock: clock.now });

  test.each([
    ['GET', '/api/staff/session'],
    ['POST', '/api/staff/sign-out'],
    ['POST', '/api/staff/sign-out-everywhere'],
    ['POST', '/api/staff/passkeys/options'],
    ['POST', '/api/staff/passkeys'],
    ['GET', '/api/staff/accounts'],
    ['POST', '/api/staff/accounts'],
    ['POST', '/api/staff/accounts/some-id/enrolment-link'],
    ['POST', '/api/staff/accounts/some-id/disable'],
    ['POST', '/api/staff/accounts/some-id/enable'],
    ['DELETE', '/api/staff/accounts/some-id/passkeys/some-key'],
  ] as const)('%s %s', async (method, url) => {
    const cookies = [undefined, `${sessionCookieName}=${'A'.repeat(43)}`];
    for (const cookie of cookies) {
      const answer = await staffClient(t, clock.now).send({
        method,
        url,
        cookie,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: 'Sign in to continue' });
    }
  });
});

describe.each(databaseKinds())('sign-in rate limits on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, {
    siteOrigin,
    clock: clock.now,
    signInLimits: {
      perAddressPerMinute: 1000,
      failuresPerAccount: 2,
      accountWindowMs: 15 * 60_000,
    },
  });

  test('failed sign-ins with one account’s passkey are limited, from any address', async () => {
    const { signedIn, post, signIn } = staff();
    const { authenticator } = await signedIn('counsellor', 'Targeted');
    const tooMany = { message: 'Too many sign-in attempts. Wait a few minutes and try again.' };
    const fail = async (address: string) => {
      const { attempt, options } = (await post('/api/staff/sign-in/options')).json();
      const response = authenticator.authenticate(options, { verified: false });
      return t.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        payload: { attempt, response },
        headers: { origin: siteOrigin },
        remoteAddress: address,
      });
    };
    expect((await fail('10.0.0.1')).statusCode).toBe(401);
    expect((await fail('10.0.0.2')).statusCode).toBe(401);
    const limited = await fail('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    // Even the right answer waits until the window has passed.
    expect((await signIn(authenticator)).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await signIn(authenticator)).statusCode).toBe(200);
  });

  function staff() {
    return staffClient(t, clock.now);
  }
});

describe.each(databaseKinds())('sign-in requests per address on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, {
    siteOrigin,
    clock: clock.now,
    signInLimits: { perAddressPerMinute: 3, failuresPerAccount: 5, accountWindowMs: 60_000 },
  });

  test('one address gets 429 after its budget; another address does not', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in/options',
        payload: {},
        headers: { origin: siteOrigin },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.9')).statusCode).toBe(200);
    const limited = await from('10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many sign-in attempts. Wait a few minutes and try again.',
    });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await from('10.0.0.10')).statusCode).toBe(200);
  });
});

describe.each(databaseKinds())('a site origin on an IP address on %s', (kind) => {
  const t = suiteApp(kind, { siteOrigin: 'http://192.168.1.20:8080' });

  test('the sign-in page is told passkeys cannot work there', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/api/staff/sign-in/about' });
    expect(about.json()).toEqual({ origin: 'http://192.168.1.20:8080', passkeys: false });
  });
});

describe.each(databaseKinds())('two server instances on one %s database', (kind) => {
  test('share sessions: a sign-in on one works on the other, a sign-out ends it on both', async () => {
    const database = await createTestDatabase(kind);
    const options = { siteOrigin, signInLimits: unlimitedAddresses };
    const one = await startTestApp(database, options);
    const two = await startTestApp(database, options);
    try {
      const now = () => new Date();
      const { cookie, authenticator } = await staffClient(one, now).signedIn('admin', 'Shared');
      expect((await staffClient(two, now).get('/api/staff/session', cookie)).statusCode).toBe(200);
      // The ceremony's two halves reach different instances.
      const { attempt, options: requestOptions } = (
        await staffClient(one, now).post('/api/staff/sign-in/options')
      ).json();
      const signed = await staffClient(two, now).post('/api/staff/sign-in', {
        attempt,
        response: authenticator.authenticate(requestOptions),
      });
      expect(signed.statusCode).toBe(200);
      await staffClient(two, now).post('/api/staff/sign-out-everywhere', {}, cookie);
      expect((await staffClient(one, now).get('/api/staff/session', cookie)).statusCode).toBe(401);
      expect(
        (await staffClient(one, now).get('/api/staff/session', cookieFrom(signed))).statusCode,
      ).toBe(401);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
