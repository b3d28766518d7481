// The staff-inbox section of `npm run bench` (a measurement, not a test). Standalone:
//   node tests/perf/staff-inbox-bench.mjs
// Seeds 100,000 leads (inquiries and applications with their leads, timelines and notes: ~20
// courses, a few fairs, every stage, eight counsellors, follow-ups, people who wrote twice)
// into a fresh SQLite file and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a
// PostgreSQL, into a schema of its own there; then times the inbox's queries as the server runs
// them (the repository functions, in this process) and writes tests/perf/results/staff-inbox.json.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureServerBuilt, projectRoot } from '../../server/ensure-build.mjs';

const leadCount = 100_000;
const warmups = 5;
const runs = 60;
const built = (path) => pathToFileURL(join(projectRoot, 'build/server', path)).href;

ensureServerBuilt(['build/server/server/db/leads.js', 'build/server/server/db/lead-export.js']);

const { openDatabase } = await import(built('server/db/connect.js'));
const { migrateToLatest } = await import(built('server/db/migrations.js'));
const { listLeads, countNewLeads, leadChoices, leadDetail } = await import(
  built('server/db/leads.js')
);
const { emailKey } = await import(built('server/db/submissions.js'));
const { nameWords, leadPhoneKey, closedReasons } = await import(
  built('src/domain/lead-workflow.js')
);

/** A fixed sequence (mulberry32), so every run seeds the same data. */
let seed = 20_261_127;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (items) => items[Math.floor(random() * items.length)];
const weighted = (pairs) => {
  let roll = random() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of pairs) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return pairs.at(-1)[0];
};

const firstNames = [
  'Priya',
  'Arun',
  'Kavya',
  'Karthik',
  'Divya',
  'Vignesh',
  'Lakshmi',
  'Suresh',
  'Meena',
  'Rahul',
  'Anitha',
  'Sanjay',
  'Deepa',
  'Harish',
  'Revathi',
  'Manoj',
  'Nithya',
  'Ganesh',
  'Swathi',
  'Prakash',
  'Janani',
  'Ashwin',
  'Keerthana',
  'Dinesh',
  'Sowmya',
  'Bala',
  'Gayathri',
  'Ravi',
  'Sneha',
  'Vijay',
  'Aishwarya',
  'Murali',
  'Pooja',
  'Senthil',
  'Bhavani',
  'Naveen',
  'Shalini',
  'Ramesh',
  'Ishwarya',
  'Gokul',
  'Madhu',
  'Saravanan',
  'Hema',
  'Yuvaraj',
  'Kamala',
  'Tamil',
  'Abinaya',
  'Mohan',
  'Sangeetha',
  'Praveen',
];
const lastNames = [
  'Raman',
  'Kumar',
  'Subramanian',
  'Krishnan',
  'Iyer',
  'Natarajan',
  'Pillai',
  'Rajan',
  'Sundaram',
  'Venkatesh',
  'Srinivasan',
  'Balaji',
  'Murugan',
  'Narayanan',
  'Ganesan',
  'Chandran',
  'Mohan',
  'Selvam',
  'Arumugam',
  'Shankar',
  'Gopal',
  'Rao',
  'Reddy',
  'Nair',
  'Menon',
  'Das',
  'Joseph',
  'Thomas',
  'Paul',
  'Francis',
];
const courses = [
  'Artificial Intelligence & Machine Learning',
  'Robotics',
  'Data Science',
  'Soft Skills Training',
  'Python Programming',
  'Full Stack Development',
  'Object-Oriented Programming (C++/Java)',
  'Cloud Computing',
  'Cyber Security',
  'DevOps',
  'Java Full Stack',
  'MERN Stack',
  'UI/UX Design',
  'Digital Marketing',
  'Embedded Systems',
  'IoT',
  'Tally & GST',
  'Spoken English',
  'Power BI',
  'Software Testing',
];
const events = [
  'Chennai Education Fair 2026',
  'Coimbatore Career Expo',
  'Madurai College Day',
  'Anna University Job Fair',
  'Trichy Tech Meet',
];
const counsellors = Array.from({ length: 8 }, (_, i) => ({
  id: `staff-${i + 1}`,
  name: `Counsellor ${i + 1}`,
}));
const me = counsellors[0];
const yearMs = 365 * 86_400_000;
const now = new Date('2026-11-27T09:30:00Z');

/** Phones as people type them: with +91, a leading 0, spaces or dashes. */
function typedPhone(digits) {
  return pick([
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    `0${digits}`,
    `${digits.slice(0, 5)}-${digits.slice(5)}`,
    digits,
    `+91${digits}`,
  ]);
}

function seedRows() {
  const people = [];
  const inquiries = [];
  const applications = [];
  const leads = [];
  const events_ = [];
  const notes = [];
  const words = [];
  const applicationEmails = new Set();
  for (let n = 0; n < leadCount; n += 1) {
    // One in twenty wrote before, with the same email or phone: "possibly the same person".
    const again = people.length > 0 && random() < 0.05 ? pick(people) : undefined;
    const fullName = again?.fullName ?? `${pick(firstNames)} ${pick(lastNames)}`;
    const phoneDigits =
      again?.phoneDigits ??
      `${pick(['9', '8', '7', '6'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
    const email =
      again && random() < 0.5
        ? again.email
        : `${fullName.toLowerCase().replace(' ', '.')}.${n}@example.in`;
    if (!again) people.push({ fullName, phoneDigits, email });
    const id = randomUUID();
    const receivedAt = new Date(now.getTime() - Math.floor(random() * yearMs)).toISOString();
    const course = random() < 0.6 ? pick(courses.slice(0, 7)) : pick(courses);
    const atEvent = random() < 0.25 ? pick(events) : null;
    // Where and with what consent it was collected: the same columns in both kinds.
    const collected = {
      receivedAt,
      event: atEvent,
      counsellor: atEvent && pick(counsellors).name,
      device: atEvent && 'Tablet 1',
      collectedAt: atEvent && receivedAt,
      consentVersion: '2026-11-01',
      consentGivenAt: receivedAt,
    };
    const phone = typedPhone(phoneDigits);
    // One application per email (the database's rule): a second one uses another address.
    const isApplication = random() < 0.3;
    const applicationEmail = applicationEmails.has(email) ? `${n}.${email}` : email;
    if (isApplication) {
      applicationEmails.add(applicationEmail);
      applications.push({
        id,
        fullName,
        email: applicationEmail,
        emailNormalised: emailKey(applicationEmail),
        phone,
        address: '12 Arcot Road, Chennai',
        courseOfInterest: course,
        levelOfEducation: "Bachelor's Degree",
        message: 'I would like to join the next batch.',
        ...collected,
        minor: 0,
      });
    } else {
      inquiries.push({
        id,
        fullName,
        emailAddress: email,
        phoneNumber: phone,
        interestedCourse: course,
        subject: 'Weekend batches',
        message: 'Do you run weekend batches for working people?',
        ...collected,
      });
    }
    // Older leads have moved on further; recent ones are mostly New.
    const ageDays = (now.getTime() - Date.parse(receivedAt)) / 86_400_000;
    const stage =
      ageDays < 2
        ? weighted([
            ['new', 8],
            ['contacted', 2],
          ])
        : weighted([
            ['new', 4],
            ['contacted', 25],
            ['counselling_booked', 15],
            ['applied', 12],
            ['enrolled', 12],
            ['closed', 32],
          ]);
    const assignee =
      stage === 'new' && random() < 0.6 ? null : random() < 0.85 ? pick(counsellors) : null;
    const open = stage !== 'enrolled' && stage !== 'closed';
    const followUpAt =
      open && stage !== 'new' && random() < 0.4
        ? new Date(now.getTime() + (random() * 40 - 10) * 86_400_000).toISOString()
        : null;
    const closedReason = stage === 'closed' ? pick(closedReasons) : null;
    const updatedAt = receivedAt;
    leads.push({
      id,
      kind: isApplication ? 'applications' : 'inquiries',
      fullName,
      emailKey: emailKey(isApplication ? applicationEmail : email),
      phoneKey: leadPhoneKey(phone),
      course,
      event: atEvent,
      receivedAt,
      stage,
      closedReason,
      closedNote: null,
      assignedTo: assignee?.id ?? null,
      followUpAt,
      updatedAt,
    });
    for (const word of nameWords(fullName)) words.push({ word, leadId: id, receivedAt });
    const actor = assignee ?? counsellors[1];
    const entry = (type, detail) => ({
      leadId: id,
      at: receivedAt,
      actorId: type === 'received' ? null : actor.id,
      actorName: type === 'received' ? null : actor.name,
      type,
      detail: JSON.stringify(detail),
    });
    events_.push(entry('received', {}));
    if (assignee) events_.push(entry('assigned', { to: assignee }));
    if (stage !== 'new') {
      events_.push(entry('stage', { from: 'new', to: stage, reason: closedReason }));
    }
    if (followUpAt) events_.push(entry('follow_up', { followUpAt }));
    if (stage !== 'new' && random() < 0.3) {
      const noteId = randomUUID();
      events_.push(entry('note', { noteId }));
      notes.push({
        id: noteId,
        leadId: id,
        at: receivedAt,
        authorId: actor.id,
        authorName: actor.name,
        text: 'Called; prefers weekend batches. Will visit with a parent on Saturday.',
      });
    }
  }
  return { inquiries, applications, leads, words, events: events_, notes };
}

async function insertAll(db, table, rows) {
  // Few enough columns × rows for SQLite's bound-parameter limit.
  const batch = Math.floor(30_000 / Object.keys(rows[0]).length);
  for (let start = 0; start < rows.length; start += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batch))
      .execute();
  }
}

function p(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Runs `query` (given the run's index) warmups + runs times; p50 and p95 of the timed runs. */
async function time(query) {
  for (let i = 0; i < warmups; i += 1) await query(i);
  const samples = [];
  let matched = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    matched = await query(i);
    samples.push(performance.now() - start);
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50Ms: round(p(samples, 0.5)), p95Ms: round(p(samples, 0.95)), matched };
}

async function measure(db, data) {
  const clock = { now };
  /** How many leads the filter keeps, as the inbox shows it ("1000+" past the cap). */
  const kept = ({ total, totalCapped }) => (totalCapped ? `${total}+` : total);
  const list =
    (filter, page = {}) =>
    async () =>
      kept(await listLeads(db, filter, page, clock));
  /** A filter that changes with the run: each run searches the next of `texts`. */
  const searching =
    (texts, filter = {}) =>
    async (i) =>
      kept(await listLeads(db, { ...filter, search: texts[i % texts.length] }, {}, clock));
  const secondPage = (await listLeads(db, {}, {}, clock)).nextCursor;
  const byName = ['priya', 'subram', 'kavya r', 'Karthik Iyer', 'meena', 'kar', 'bala s'];
  const sampleLeads = Array.from({ length: 50 }, () => pick(data.leads));
  const typedPhones = sampleLeads.map((lead) =>
    pick([
      `+91 ${lead.phoneKey.slice(0, 5)} ${lead.phoneKey.slice(5)}`,
      `0${lead.phoneKey}`,
      `${lead.phoneKey.slice(0, 5)}-${lead.phoneKey.slice(5)}`,
    ]),
  );
  const emails = sampleLeads
    .filter((lead) => lead.kind === 'inquiries')
    .map((lead) =>
      data.inquiries.find((inquiry) => inquiry.id === lead.id).emailAddress.toUpperCase(),
    );
  const scenarios = [
    ['first page, every lead', list({})],
    ['second page (cursor)', list({}, { after: secondPage })],
    ['count of New (page title)', () => countNewLeads(db)],
    [
      'filter choices (courses, events)',
      async () => {
        const { courses, events } = await leadChoices(db);
        return courses.length + events.length;
      },
    ],
    ['kind: applications', list({ kind: 'applications' })],
    ['stage: New', list({ stage: 'new' })],
    ['stage: Counselling booked', list({ stage: 'counselling_booked' })],
    ['course: Robotics', list({ course: 'Robotics' })],
    ['course: Power BI (rare)', list({ course: 'Power BI' })],
    ['event: Madurai College Day', list({ event: 'Madurai College Day' })],
    ['source: website', list({ event: null })],
    ['assigned to me', list({ assigned: { accountId: me.id } })],
    ['assigned to anyone', list({ assigned: 'anyone' })],
    ['assigned to nobody', list({ assigned: 'nobody' })],
    ['overdue', list({ overdue: true })],
    ['overdue, assigned to me', list({ overdue: true, assigned: { accountId: me.id } })],
    [
      'stage New + course + assigned to nobody',
      list({ stage: 'new', course: 'Data Science', assigned: 'nobody' }),
    ],
    ['search: a name or part of one', searching(byName)],
    ['search: a phone, typed any way', searching(typedPhones)],
    ['search: an email', searching(emails)],
    ['search: a name, within stage New', searching(byName, { stage: 'new' })],
    [
      "a person's screen",
      async (i) => {
        const lead = sampleLeads[i % sampleLeads.length];
        const detail = await leadDetail(db, lead.kind, lead.id, clock);
        return detail.samePerson.length + 1;
      },
    ],
  ];
  const results = [];
  for (const [name, query] of scenarios) {
    const figures = await time(query);
    log(`  ${name}: p95 ${figures.p95Ms} ms (p50 ${figures.p50Ms} ms, ${figures.matched} matched)`);
    results.push({ name, ...figures });
  }
  return results;
}

async function benchOn(label, target, data, prepare = async () => {}) {
  const seeding = openDatabase(target);
  try {
    await migrateToLatest(seeding);
    log(`${label}: seeding ${leadCount} leads…`);
    const started = performance.now();
    await seeding.transaction().execute(async (trx) => {
      await insertAll(trx, 'inquiries', data.inquiries);
      await insertAll(trx, 'applications', data.applications);
      await insertAll(trx, 'leads', data.leads);
      await insertAll(trx, 'leadNameWords', data.words);
      await insertAll(trx, 'leadEvents', data.events);
      await insertAll(trx, 'leadNotes', data.notes);
    });
    await prepare(seeding);
    log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; measuring…`);
  } finally {
    await seeding.destroy();
  }
  // Measured as a server started on this database queries it.
  const db = openDatabase(target);
  try {
    const loadBefore = loadavg()[0];
    const queries = await measure(db, data);
    const load = [loadBefore, loadavg()[0]].map((value) => Math.round(value * 10) / 10);
    return { queries, load };
  } finally {
    await db.destroy();
  }
}

const data = seedRows();
log(
  `Seed: ${data.leads.length} leads (${data.inquiries.length} inquiries, ${data.applications.length} applications), ${data.events.length} timeline entries, ${data.notes.length} notes.`,
);
const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-inbox-'));
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  leads: data.leads.length,
  timelineEntries: data.events.length,
  notes: data.notes.length,
  runs,
};
try {
  ({ queries: results.sqlite, load: results.sqliteLoad } = await benchOn(
    'SQLite',
    { kind: 'sqlite', file: join(dataDir, 'academy.sqlite') },
    data,
  ));
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (url) {
    const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin(url, `create schema ${schema}`);
    try {
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      // As autovacuum would have done by the time a real database held this many.
      const analyse = async (db) => {
        const { sql } = await import('kysely');
        await sql`vacuum analyze`.execute(db);
      };
      ({ queries: results.postgres, load: results.postgresLoad } = await benchOn(
        'PostgreSQL',
        { kind: 'postgres', url: scoped.toString() },
        data,
        analyse,
      ));
      results.postgresVersion = await admin(url, 'show server_version');
    } finally {
      await admin(url, `drop schema ${schema} cascade`);
    }
  } else {
    log('PostgreSQL: no BENCH_DATABASE_URL or TEST_DATABASE_URL; SQLite only.');
  }
  const resultsDir = join(projectRoot, 'tests/perf/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'staff-inbox.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('wrote tests/perf/results/staff-inbox.json');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(statement);
    return result.rows?.[0] && Object.values(result.rows[0])[0];
  } finally {
    await client.end();
  }
}

function log(message) {
  process.stderr.write(`${message}\n`);
}
