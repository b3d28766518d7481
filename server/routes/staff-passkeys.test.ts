import { describe, expect, test } from 'vitest';
import { databaseKinds } from '../test/databases.ts';
import { siteOrigin, staffSuite } from '../test/staff.ts';
import { TestAuthenticator } from '../test/test-authenticator.ts';

describe.each(databaseKinds())('a signed-in person adds a passkey on %s', (kind) => {
  const { t, clock, staff } = staffSuite(kind);

  test('a laptop beside the phone: both sign in, the first is excluded from the second', async () => {
    const { signedIn, signIn, post } = staff();
    const { accountId, cookie, authenticator: phone } = await signedIn('counsellor', 'Two Keys');

    const options = await post('/api/staff/passkeys/options', {}, cookie);
    expect(options.statusCode).toBe(200);
    const creation = options.json().options;
    expect(creation.excludeCredentials).toEqual([
      { id: phone.id, type: 'public-key', transports: ['internal'] },
    ]);

    const laptop = new TestAuthenticator(siteOrigin);
    const added = await post(
      '/api/staff/passkeys',
      { response: laptop.register(creation), label: 'Laptop' },
      cookie,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      passkey: {
        id: laptop.id,
        label: 'Laptop',
        createdAt: clock.now().toISOString(),
        lastUsedAt: null,
      },
    });
    expect((await signIn(phone)).statusCode).toBe(200);
    expect((await signIn(laptop)).statusCode).toBe(200);

    const keys = await t.db
      .selectFrom('staffPasskeys')
      .select(['accountId', 'label'])
      .orderBy('label')
      .execute();
    expect(keys).toEqual([
      { accountId, label: 'Laptop' },
      { accountId, label: 'Phone' },
    ]);
  });

  test('an answer to no challenge of this account is refused with 400', async () => {
    const { signedIn, post } = staff();
    const first = await signedIn('counsellor', 'First Person');
    const second = await signedIn('counsellor', 'Second Person');
    const options = (await post('/api/staff/passkeys/options', {}, first.cookie)).json().options;
    const response = new TestAuthenticator(siteOrigin).register(options);
    // The challenge was the first person's: the second cannot spend it.
    const refused = await post('/api/staff/passkeys', { response }, second.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The passkey could not be registered. Try again.' });
    expect((await post('/api/staff/passkeys', { response }, first.cookie)).statusCode).toBe(201);
  });
});
