import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { databaseKinds } from '../test/databases.ts';
import { aDataRequest } from '../test/fixtures.ts';
import { postSubmission } from '../test/harness.ts';
import { staffSuite } from '../test/staff.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())(
  'admins answer people’s requests against their clock on %s',
  (kind) => {
    const { t, clock, staff } = staffSuite(kind);

    async function ask(fields: Parameters<typeof aDataRequest>[0]) {
      const answer = await postSubmission(
        t,
        '/api/data-requests',
        aDataRequest(fields),
        randomUUID(),
      );
      expect(answer.statusCode).toBe(201);
      return answer.json().id as string;
    }

    test('a nomination and a complaint are requests, each needing the person’s message', async () => {
      for (const [request, message] of [
        ['nominate', 'Please tell us whom you nominate and how to reach them'],
        ['grievance', 'Please tell us what your complaint is'],
      ] as const) {
        const refused = await postSubmission(
          t,
          '/api/data-requests',
          aDataRequest({ request, message: '' }),
          randomUUID(),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain(message);
      }
      await ask({ request: 'nominate', message: 'My father, R. Kumar, +91 98400 12345' });
      await ask({ request: 'grievance', message: 'I was called after I withdrew' });
    });

    test('each request shows the day it is due, waiting ones first; marking one done is audited', async () => {
      const complaint = await ask({
        email: 'kavya@example.in',
        request: 'grievance',
        message: 'A counsellor shared my number',
      });
      // Received 31 days ago: a day past the 30 the academy promises.
      await t.db
        .updateTable('dataRequests')
        .set({ receivedAt: new Date(clock.now().getTime() - 31 * dayMs).toISOString() })
        .where('id', '=', complaint)
        .execute();
      const copy = await ask({ email: 'ravi@example.in', request: 'access' });
      const { get, post, signedIn } = staff();
      const counsellor = await signedIn('counsellor', 'Zara Thomas');
      const admin = await signedIn('admin', 'Meena Sundar');

      expect((await get('/api/staff/personal-data/requests', counsellor.cookie)).statusCode).toBe(
        403,
      );
      const listed = await get('/api/staff/personal-data/requests', admin.cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      const requests = listed.json().requests as {
        id: string;
        request: string;
        message: string;
        receivedAt: string;
        dueAt: string;
        doneAt: string | null;
      }[];
      expect(requests.map((request) => request.id)).toEqual([complaint, copy]);
      const [first, second] = requests;
      expect(first).toMatchObject({
        request: 'grievance',
        email: 'kavya@example.in',
        message: 'A counsellor shared my number',
        doneAt: null,
      });
      for (const request of [first, second]) {
        expect(Date.parse(request?.dueAt ?? '') - Date.parse(request?.receivedAt ?? '')).toBe(
          30 * dayMs,
        );
      }
      // The complaint fell due a day ago: the workspace flags it from its dueAt.
      expect(Date.parse(first?.dueAt ?? '')).toBeLessThan(clock.now().getTime());

      const done = await post(
        `/api/staff/personal-data/requests/${complaint}/done`,
        {},
        admin.cookie,
      );
      expect(done.json()).toEqual({ done: true });
      const after = (await get('/api/staff/personal-data/requests', admin.cookie)).json().requests;
      expect(after.map((request: { id: string }) => request.id)).toEqual([copy, complaint]);
      expect(after[1].doneAt).toBe(clock.now().toISOString());

      const unknown = await post(
        '/api/staff/personal-data/requests/no-such-id/done',
        {},
        admin.cookie,
      );
      expect(unknown.statusCode).toBe(404);
      const refusedDone = await post(
        `/api/staff/personal-data/requests/${copy}/done`,
        {},
        counsellor.cookie,
      );
      expect(refusedDone.statusCode).toBe(403);

      const trail = (await auditEntries(t.db)).filter((entry) =>
        entry.command.startsWith('requests'),
      );
      expect(trail.map((entry) => [entry.command, entry.recordCount, entry.filter])).toEqual([
        ['requests list', 2, ''],
        ['requests done', 1, `--request ${complaint}`],
        ['requests list', 2, ''],
      ]);
      expect(trail.every((entry) => entry.staffAccountId === admin.accountId)).toBe(true);
    });
  },
);
