import { describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { databaseKinds } from '../test/databases.ts';
import { hourMs, siteOrigin, staffSuite } from '../test/staff.ts';
import { TestAuthenticator } from '../test/test-authenticator.ts';

describe.each(databaseKinds())('admins manage staff accounts on %s', (kind) => {
  const { t, clock, staff } = staffSuite(kind);

  test('an admin adds a counsellor, whose link enrols her', async () => {
    const { signedIn, post, get, enrol } = staff();
    const admin = await signedIn('admin', 'Asha Admin');
    const added = await post(
      '/api/staff/accounts',
      { name: ' Meena Sundar ', email: ' Meena@Raam.Example ', role: 'counsellor' },
      admin.cookie,
    );
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.account).toEqual({
      id: expect.any(String),
      name: 'Meena Sundar',
      email: 'meena@raam.example',
      role: 'counsellor',
      disabled: false,
    });
    expect(body.expiresAt).toBe(new Date(clock.now().getTime() + 24 * hourMs).toISOString());
    const token = /^http:\/\/localhost:8080\/staff\/enrol#([\w-]{43})$/.exec(
      body.enrolmentLink,
    )?.[1];
    expect(token).toBeDefined();

    const listed = await get('/api/staff/accounts', admin.cookie);
    expect(listed.statusCode).toBe(200);
    const meena = listed.json().accounts.find((a: { id: string }) => a.id === body.account.id);
    expect(meena).toMatchObject({
      passkeys: [],
      enrolmentPending: true,
      enrolmentExpiresAt: body.expiresAt,
    });

    const { enrolled, authenticator } = await enrol(token ?? '');
    expect(enrolled.statusCode).toBe(200);
    const after = (await get('/api/staff/accounts', admin.cookie)).json().accounts;
    expect(after.find((a: { id: string }) => a.id === body.account.id)).toEqual({
      ...body.account,
      passkeys: [
        {
          id: authenticator.id,
          label: 'Phone',
          createdAt: clock.now().toISOString(),
          lastUsedAt: null,
        },
      ],
      enrolmentPending: false,
      enrolmentExpiresAt: null,
    });
  });

  test('bad input is 400 and a taken email 409, whatever its case', async () => {
    const { signedIn, post } = staff();
    const admin = await signedIn('admin', 'Bala Admin');
    const add = (payload: object) => post('/api/staff/accounts', payload, admin.cookie);
    const bad = [
      [{ name: '', email: 'a@raam.example', role: 'counsellor' }, 'A name is required.'],
      [
        { name: 'A', email: 'not an email', role: 'counsellor' },
        'A valid email address is required.',
      ],
      [
        { name: 'A', email: 'a@raam.example', role: 'owner' },
        'The role must be admin or counsellor.',
      ],
    ] as const;
    for (const [payload, message] of bad) {
      const answer = await add(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message });
    }
    const taken = await add({
      name: 'Bala Two',
      email: 'BALA.ADMIN@raam.example',
      role: 'counsellor',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Someone already has that email.' });
  });

  test('a new link revokes the person’s passkeys and sessions', async () => {
    const { signedIn, signIn, post, get, enrol } = staff();
    const admin = await signedIn('admin', 'Chitra Admin');
    const lost = await signedIn('counsellor', 'Lost Phone');
    const linked = await post(
      `/api/staff/accounts/${lost.accountId}/enrolment-link`,
      {},
      admin.cookie,
    );
    expect(linked.statusCode).toBe(200);
    expect((await get('/api/staff/session', lost.cookie)).statusCode).toBe(401);
    expect((await signIn(lost.authenticator)).statusCode).toBe(401);

    const token = linked.json().enrolmentLink.split('#')[1];
    const { enrolled } = await enrol(token, new TestAuthenticator(siteOrigin));
    expect(enrolled.statusCode).toBe(200);
    const missing = await post('/api/staff/accounts/no-such-id/enrolment-link', {}, admin.cookie);
    expect(missing.statusCode).toBe(404);
  });

  test('disabling ends the person’s sessions at once; enabling lets them sign in again', async () => {
    const { signedIn, signIn, post, get } = staff();
    const admin = await signedIn('admin', 'Deepa Admin');
    const leaving = await signedIn('counsellor', 'Leaving');
    const disabled = await post(
      `/api/staff/accounts/${leaving.accountId}/disable`,
      {},
      admin.cookie,
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().account).toMatchObject({ id: leaving.accountId, disabled: true });
    expect((await get('/api/staff/session', leaving.cookie)).statusCode).toBe(401);
    expect((await signIn(leaving.authenticator)).statusCode).toBe(401);

    const enabled = await post(`/api/staff/accounts/${leaving.accountId}/enable`, {}, admin.cookie);
    expect(enabled.json().account.disabled).toBe(false);
    expect((await signIn(leaving.authenticator)).statusCode).toBe(200);
  });

  test('a counsellor gets 403 on admin actions, but may remove her own passkey', async () => {
    const { signedIn, send, post, get } = staff();
    const other = await signedIn('counsellor', 'Other Counsellor');
    const counsellor = await signedIn('counsellor', 'Ezhil Counsellor');
    const adminOnly = [
      await get('/api/staff/accounts', counsellor.cookie),
      await post(
        '/api/staff/accounts',
        { name: 'X', email: 'x@raam.example', role: 'admin' },
        counsellor.cookie,
      ),
      await post(`/api/staff/accounts/${other.accountId}/enrolment-link`, {}, counsellor.cookie),
      await post(`/api/staff/accounts/${other.accountId}/disable`, {}, counsellor.cookie),
      await post(`/api/staff/accounts/${other.accountId}/enable`, {}, counsellor.cookie),
      await send({
        method: 'DELETE',
        url: `/api/staff/accounts/${other.accountId}/passkeys/${other.authenticator.id}`,
        cookie: counsellor.cookie,
      }),
    ];
    for (const answer of adminOnly) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'Only an admin can do that' });
    }
    expect((await get('/api/staff/session', other.cookie)).statusCode).toBe(200);

    const own = await send({
      method: 'DELETE',
      url: `/api/staff/accounts/${counsellor.accountId}/passkeys/${counsellor.authenticator.id}`,
      cookie: counsellor.cookie,
    });
    expect(own.statusCode).toBe(204);
    const keys = await t.db.selectFrom('staffPasskeys').select('accountId').execute();
    expect(keys.map((key) => key.accountId)).toEqual([other.accountId]);
  });

  test('each change is an audit entry naming the admin’s account, never an email', async () => {
    const { signedIn, post, send } = staff();
    const admin = await signedIn('admin', 'Fathima Admin');
    // A second between steps: the audit trail is ordered by time.
    clock.advance(1000);
    const added = (
      await post(
        '/api/staff/accounts',
        { name: 'Gita', email: 'gita@raam.example', role: 'counsellor' },
        admin.cookie,
      )
    ).json().account.id;
    clock.advance(1000);
    await post(`/api/staff/accounts/${added}/enrolment-link`, {}, admin.cookie);
    clock.advance(1000);
    await post(`/api/staff/accounts/${added}/disable`, {}, admin.cookie);
    clock.advance(1000);
    await post(`/api/staff/accounts/${added}/enable`, {}, admin.cookie);
    clock.advance(1000);
    await send({
      method: 'DELETE',
      url: `/api/staff/accounts/${admin.accountId}/passkeys/${admin.authenticator.id}`,
      cookie: admin.cookie,
    });

    const trail = (await auditEntries(t.db)).filter(
      (entry) => entry.staffAccountId === admin.accountId,
    );
    expect(
      trail.map(({ command, recordCount, filter }) => ({ command, recordCount, filter })),
    ).toEqual([
      { command: 'enrol', recordCount: 1, filter: '' },
      { command: 'staff add', recordCount: 1, filter: `--role counsellor --account ${added}` },
      { command: 'staff link', recordCount: 0, filter: `--account ${added}` },
      { command: 'staff disable', recordCount: 0, filter: `--account ${added}` },
      { command: 'staff enable', recordCount: 0, filter: `--account ${added}` },
      { command: 'passkey remove', recordCount: 1, filter: `--account ${admin.accountId}` },
    ]);
    for (const entry of trail) {
      expect(entry.osUser).toBe('');
      expect(entry.staffEmail).toBe('fathima.admin@raam.example');
    }
    expect(JSON.stringify(trail.map(({ staffEmail: _, ...entry }) => entry))).not.toContain('gita');
  });
});
