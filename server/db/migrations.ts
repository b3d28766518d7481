/**
 * Schema migrations, in code so the compiled server carries them. Run at every start (server and
 * CLIs); each runs once. Add new ones at the end, never edit a released one.
 */
import {
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import { type AuditEntry, entryHash, genesisHash } from './audit.ts';
import type { Db } from './connect.ts';
import { insertLeads } from './lead-rows.ts';
import { applicationLead, inquiryLead } from './submissions.ts';

const migrations: Record<string, Migration> = {
  '0001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_content')
        .addColumn('page', 'text', (c) => c.primaryKey())
        .addColumn('json', 'text', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('inquiries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email_address', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('interested_course', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('inquiries_received_at')
        .on('inquiries')
        .columns(['received_at', 'id'])
        .execute();

      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_normalised', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('course_of_interest', 'text', (c) => c.notNull())
        .addColumn('level_of_education', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      // The duplicate-email rule lives in the database, so two racing requests cannot both win.
      await db.schema
        .createIndex('applications_email_normalised')
        .on('applications')
        .column('email_normalised')
        .unique()
        .execute();
      await db.schema
        .createIndex('applications_received_at')
        .on('applications')
        .columns(['received_at', 'id'])
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created_at')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  },
  '0002-submission-source': {
    async up(db: Kysely<unknown>) {
      for (const table of ['inquiries', 'applications']) {
        // One column per statement: SQLite's ALTER TABLE adds only one at a time.
        for (const column of ['event', 'counsellor', 'device', 'collected_at']) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute();
        }
        // Staff export one event's submissions, oldest first (`--event`).
        await db.schema
          .createIndex(`${table}_event`)
          .on(table)
          .columns(['event', 'received_at', 'id'])
          .execute();
      }
    },
  },
  '0003-personal-data': {
    async up(db: Kysely<unknown>) {
      // NULL consent: collected before the site asked for it (an old outbox), never refused.
      for (const table of ['inquiries', 'applications']) {
        for (const column of ['consent_version', 'consent_given_at']) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute();
        }
      }
      // 0/1 rather than boolean: the same values and queries on both databases.
      await db.schema
        .alterTable('applications')
        .addColumn('minor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const column of [
        'guardian_name',
        'guardian_relationship',
        'guardian_phone',
        'guardian_email',
        'guardian_consent_given_at',
        'guardian_verified_at',
      ]) {
        await db.schema.alterTable('applications').addColumn(column, 'text').execute();
      }

      await db.schema
        .createTable('data_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .execute();

      // Who read or removed personal data, and how much: never whose.
      await db.schema
        .createTable('audit_entries')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('record_count', 'integer', (c) => c.notNull())
        .addColumn('os_user', 'text', (c) => c.notNull())
        .addColumn('filter', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_entries_at').on('audit_entries').column('at').execute();
    },
  },
  '0004-staff-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Trimmed and lower-cased, so one person cannot hold two accounts by a capital letter.
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      const account = (c: ColumnDefinitionBuilder) =>
        c.notNull().references('staff_accounts.id').onDelete('cascade');

      // The id is the credential's own (base64url), which the authenticator names at sign-in.
      // bigint: a signature counter is a 32-bit unsigned number, beyond PostgreSQL's integer.
      await db.schema
        .createTable('staff_passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_passkeys_account')
        .on('staff_passkeys')
        .column('account_id')
        .execute();

      // Tokens and sessions are kept as SHA-256 hashes: a copy of the database signs no one in.
      await db.schema
        .createTable('staff_enrolment_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_enrolment_tokens_account')
        .on('staff_enrolment_tokens')
        .column('account_id')
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_sessions_account')
        .on('staff_sessions')
        .column('account_id')
        .execute();

      // In the database, not in memory: the options and the answer may reach different instances.
      await db.schema
        .createTable('staff_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_challenges_expires_at')
        .on('staff_challenges')
        .column('expires_at')
        .execute();

      // Failed sign-ins per account, counted in the database so every instance sees them all.
      await db.schema
        .createTable('staff_sign_in_failures')
        .addColumn('account_id', 'text', account)
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_sign_in_failures_account')
        .on('staff_sign_in_failures')
        .columns(['account_id', 'at'])
        .execute();

      // Who acted in the workspace: the staff account. NULL for the CLIs, which name the OS user.
      await db.schema.alterTable('audit_entries').addColumn('staff_account_id', 'text').execute();
    },
  },
  '0005-lead-workflow': {
    async up(db: Kysely<unknown>) {
      // One lead per submission, its id the submission's (decision 057).
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull())
        .addColumn('phone_key', 'text', (c) => c.notNull())
        .addColumn('course', 'text', (c) => c.notNull())
        .addColumn('event', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('closed_reason', 'text')
        .addColumn('closed_note', 'text')
        // A staff account's id, without a foreign key: accounts are disabled, never deleted,
        // and the lead must not depend on how they are stored.
        .addColumn('assigned_to', 'text')
        .addColumn('follow_up_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The inbox reads newest first; each filter has an index that starts with its column and
      // then gives that order, so a page is a range of one index (docs/performance.md).
      await db.schema
        .createIndex('leads_received_at')
        .on('leads')
        .columns(['received_at', 'id'])
        .execute();
      for (const column of ['kind', 'stage', 'course', 'event', 'assigned_to']) {
        await db.schema
          .createIndex(`leads_${column}`)
          .on('leads')
          .columns([column, 'received_at', 'id'])
          .execute();
      }
      for (const column of ['follow_up_at', 'email_key', 'phone_key']) {
        await db.schema.createIndex(`leads_${column}`).on('leads').column(column).execute();
      }

      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      // Searched by prefix: byte order on both (SQLite's BINARY, PostgreSQL's "C"), so "words
      // from 'ram' up to 'ran'" is exactly the words that begin with "ram", in any script.
      await db.schema
        .createTable('lead_name_words')
        .addColumn('word', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
        .addColumn('lead_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lead_name_words_pk', ['word', 'lead_id'])
        .execute();
      await db.schema
        .createIndex('lead_name_words_lead_id')
        .on('lead_name_words')
        .columns(['lead_id', 'word'])
        .execute();

      // An ever-growing number orders a timeline's entries made in the same millisecond.
      await db.schema
        .createTable('lead_events')
        .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
          postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('lead_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lead_events_lead_id')
        .on('lead_events')
        .columns(['lead_id', 'at', 'id'])
        .execute();

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lead_notes_lead_id')
        .on('lead_notes')
        .columns(['lead_id', 'at'])
        .execute();

      await backfillLeads(db as unknown as Db);
    },
  },
  '0006-name-words-by-time': {
    async up(db: Kysely<unknown>) {
      // When each word's lead arrived, beside the word: a search by name alone is then a range of
      // (word, received_at, lead_id) read newest first, without reading a lead it does not show
      // (docs/performance.md). A lead's received_at never changes, so the copy cannot go stale.
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      // Words of no lead would be a name left behind: there should be none.
      await sql`delete from lead_name_words where lead_id not in (select id from leads)`.execute(
        db,
      );
      // SQLite adds a NOT NULL column only with a default; PostgreSQL takes the rule once filled.
      await db.schema
        .alterTable('lead_name_words')
        .addColumn('received_at', 'text', (c) => (postgres ? c : c.notNull().defaultTo('')))
        .execute();
      await sql`update lead_name_words set received_at =
        (select leads.received_at from leads where leads.id = lead_name_words.lead_id)`.execute(db);
      if (postgres) {
        await db.schema
          .alterTable('lead_name_words')
          .alterColumn('received_at', (c) => c.setNotNull())
          .execute();
      }
      await db.schema
        .createIndex('lead_name_words_word_received_at')
        .on('lead_name_words')
        .columns(['word', 'received_at', 'lead_id'])
        .execute();
    },
  },
  '0007-erasure-tombstones': {
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      // Which record each stored answer names, as a column: erasure finds a person's keys by it
      // rather than by searching the stored answers' text.
      await db.schema.alterTable('idempotency_keys').addColumn('record_id', 'text').execute();
      await (postgres
        ? sql`update idempotency_keys set record_id = response_body::json->>'id'
            where response_body like '{%'`
        : sql`update idempotency_keys set record_id = json_extract(response_body, '$.id')
            where json_valid(response_body)`
      ).execute(db);
      await db.schema
        .createIndex('idempotency_keys_record_id')
        .on('idempotency_keys')
        .column('record_id')
        .execute();
      await db.schema
        .createTable('erased_submissions')
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('erased_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('erased_submissions_erased_at')
        .on('erased_submissions')
        .column('erased_at')
        .execute();
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0008-audit-chain': {
    async up(db: Kysely<unknown>) {
      // The trail as it is, oldest first, chained in that order; the table is made again with
      // the entry's place as its key (the old one had none), in this migration's transaction.
      const trail = db as unknown as Db;
      const old = await sql<Omit<AuditEntry, 'seq' | 'previousHash' | 'hash'>>`
        select at, command, record_count, os_user, filter, staff_account_id from audit_entries
        order by at, command, filter, os_user`.execute(trail);
      await db.schema.dropTable('audit_entries').execute();
      await db.schema
        .createTable('audit_entries')
        .addColumn('seq', 'integer', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('record_count', 'integer', (c) => c.notNull())
        .addColumn('os_user', 'text', (c) => c.notNull())
        .addColumn('filter', 'text', (c) => c.notNull())
        .addColumn('staff_account_id', 'text')
        .addColumn('previous_hash', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_entries_at').on('audit_entries').column('at').execute();
      let previousHash = genesisHash;
      const chained = old.rows.map((entry, index) => {
        const withPlace = { ...entry, seq: index + 1, previousHash };
        const hash = entryHash(withPlace);
        previousHash = hash;
        return { ...withPlace, hash };
      });
      for (let start = 0; start < chained.length; start += 500) {
        await trail
          .insertInto('auditEntries')
          .values(chained.slice(start, start + 500))
          .execute();
      }
      await db.schema
        .createTable('audit_chain')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await trail
        .insertInto('auditChain')
        .values({ id: 1, seq: chained.length, hash: previousHash })
        .execute();
    },
  },
  '0009-guardian-verification': {
    async up(db: Kysely<unknown>) {
      // Who verified a minor's guardian, how, and a reference to the evidence. Verifications
      // made before keep only their time: nobody recorded the rest.
      for (const column of [
        'guardian_verified_by',
        'guardian_verified_by_name',
        'guardian_verification_method',
        'guardian_verification_reference',
      ]) {
        await db.schema.alterTable('applications').addColumn(column, 'text').execute();
      }
    },
  },
  '0010-withdrawals': {
    async up(db: Kysely<unknown>) {
      // A record whose person withdrew consent, until it is erased or the withdrawal undone.
      await db.schema
        .createTable('withdrawals')
        .addColumn('record_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('withdrawn_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawals_request')
        .on('withdrawals')
        .column('request_id')
        .execute();
    },
  },
  '0011-audit-retention': {
    async up(db: Kysely<unknown>) {
      // Where the trail starts once the retention rule has removed its oldest entries: the last
      // entry removed and its hash, which the first one kept follows. Until then, the beginning.
      // One column at a time: SQLite adds no more in one statement.
      await db.schema
        .alterTable('audit_chain')
        .addColumn('trimmed_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('audit_chain')
        .addColumn('trimmed_hash', 'text', (c) => c.notNull().defaultTo(genesisHash))
        .execute();
    },
  },
  '0012-age-unknown': {
    async up(db: Kysely<unknown>) {
      // An application that came without the under-18 answer, held as a minor's until staff
      // ask. Those stored before were taken as adults' by the rules of their day, and are
      // being worked as such: they stay as they are.
      await db.schema
        .alterTable('applications')
        .addColumn('age_unknown', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
};

/** Every submission stored before leads existed becomes a New lead, received when it was. */
async function backfillLeads(db: Db): Promise<void> {
  const pageSize = 1000;
  const pages = {
    inquiries: async (after: string) =>
      (
        await db
          .selectFrom('inquiries')
          .select(['id', 'fullName', 'emailAddress', 'phoneNumber', 'interestedCourse'])
          .select(['event', 'receivedAt'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(pageSize)
          .execute()
      ).map(inquiryLead),
    applications: async (after: string) =>
      (
        await db
          .selectFrom('applications')
          .select(['id', 'fullName', 'email', 'phone', 'courseOfInterest', 'event', 'receivedAt'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(pageSize)
          .execute()
      ).map(applicationLead),
  };
  for (const page of Object.values(pages)) {
    let after = '';
    for (;;) {
      const origins = await page(after);
      await insertLeads(db, origins);
      const last = origins.at(-1);
      if (!last || origins.length < pageSize) break;
      after = last.id;
    }
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await (await migrator(db)).migrateToLatest();
  if (error) throw error;
}

/** Up to and including the named migration: the schema an older release left (for its tests). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await (await migrator(db)).migrateTo(name);
  if (error) throw error;
}

async function migrator(db: Db): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await postgresSchema(db),
  });
}

/**
 * Kysely looks for its bookkeeping tables in every schema it can see; pin it to the schema this
 * connection works in, so another schema's tables (another app, another test) never confuse it.
 * SQLite has no schemas: undefined.
 */
async function postgresSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}
