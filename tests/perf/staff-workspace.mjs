// The staff workspace as a counsellor opens it on her phone, for the staff-workspace section of
// `npm run bench`: a server with 60 leads sent through the public API, a counsellor's account and
// a session made the way signing in makes one, so Lighthouse can load the screens signed in.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../server/ensure-build.mjs';

const built = (path) => pathToFileURL(join(projectRoot, 'build/server', path)).href;
const leadCount = 60;
const courses = ['Robotics', 'Data Science', 'Python Programming', 'Full Stack Development'];
const names = ['Priya Raman', 'Karthik Iyer', 'Divya Subramanian', 'Arjun Menon', 'Kavya Rao'];

/** Sends the leads, adds a counsellor and signs her in: her cookie and one lead's id. */
export async function signedInWorkspace(server) {
  const { openDatabase } = await import(built('server/db/connect.js'));
  const { insertStaffAccount } = await import(built('server/db/staff-accounts.js'));
  const { createSession } = await import(built('server/db/staff-sessions.js'));
  const { sessionCookieName } = await import(built('server/staff/session-cookie.js'));
  const { consentNoticeVersion } = await import(built('src/domain/consent.js'));

  for (let index = 0; index < leadCount; index++) {
    const response = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        fullName: names[index % names.length],
        emailAddress: `lead-${index}@example.in`,
        phoneNumber: `98400${String(10000 + index)}`,
        interestedCourse: courses[index % courses.length],
        subject: 'Weekend batches',
        message: 'Do you run weekend batches for working people?',
        consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
      }),
    });
    if (response.status !== 201) throw new Error(`inquiry refused: ${response.status}`);
  }

  const db = openDatabase({ kind: 'sqlite', file: join(server.dataDir, 'academy.sqlite') });
  try {
    const now = new Date();
    const account = await insertStaffAccount(
      db,
      {
        id: randomUUID(),
        name: 'Asha Kumar',
        email: 'asha@academy.example',
        role: 'counsellor',
      },
      now,
    );
    const { token } = await createSession(db, account.id, now, { idleHours: 12, maxDays: 7 });
    const lead = await db.selectFrom('leads').select('id').limit(1).executeTakeFirstOrThrow();
    return { cookie: `${sessionCookieName}=${token}`, leadId: lead.id };
  } finally {
    await db.destroy();
  }
}
