import { describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { databaseKinds } from '../test/databases.ts';
import { staffSuite } from '../test/staff.ts';

describe.each(databaseKinds())('staff see who their colleagues are on %s', (kind) => {
  const { t, staff } = staffSuite(kind);

  test('signed out, the list of people is 401', async () => {
    const answer = await staff().get('/api/staff/people');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Sign in to continue' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  test('any signed-in staff gets every account by name, whatever its case, with no email', async () => {
    const { get, post, signedIn, addAccount } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const { accountId: bala } = await addAccount('counsellor', 'bala Krishnan');
    const { accountId: arun } = await addAccount('counsellor', 'Arun Kumar');
    expect((await post(`/api/staff/accounts/${arun}/disable`, {}, admin.cookie)).statusCode).toBe(
      200,
    );
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const audited = (await auditEntries(t.db)).length;

    for (const cookie of [counsellor.cookie, admin.cookie]) {
      const answer = await get('/api/staff/people', cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({
        people: [
          { id: arun, name: 'Arun Kumar', role: 'counsellor', disabled: true },
          { id: bala, name: 'bala Krishnan', role: 'counsellor', disabled: false },
          { id: admin.accountId, name: 'Meena Sundar', role: 'admin', disabled: false },
          { id: counsellor.accountId, name: 'Zara Thomas', role: 'counsellor', disabled: false },
        ],
      });
    }
    // Names and roles only: nothing of a lead's, so no audit entry.
    expect(await auditEntries(t.db)).toHaveLength(audited);
  });
});
