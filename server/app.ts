/**
 * The whole server as a Fastify instance: security headers, request logs, the API and the site.
 * Tests drive it with `app.inject`; main.ts listens with it.
 */

import { userInfo } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { defaultConsentRequiredFrom } from '../src/domain/consent.ts';
import { defaultNewLeadOverdueHours } from '../src/domain/lead-workflow.ts';
import { defaultAuditRetentionDays } from '../src/domain/retention.ts';
import {
  type DatabaseTarget,
  defaultRetention,
  defaultStaffSessions,
  defaultTimeouts,
  type LogLevel,
  type Retention,
  type StaffSessionLimits,
  type Timeouts,
  type TrustProxy,
} from './config.ts';
import { openDatabase } from './db/connect.ts';
import { purgeExpiredKeys } from './db/idempotency.ts';
import { migrateToLatest } from './db/migrations.ts';
import { purgeExpiredRecords } from './db/retention.ts';
import { answerMalformedRequest, registerErrorHandling } from './errors.ts';
import { loggerOptions, registerRequestLog } from './logging.ts';
import { apiRoutes } from './routes/api.ts';
import { submissionBodyLimit } from './routes/submissions.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { readPageStartScript } from './site/page-start-script.ts';
import { publishedPages, type RenderRoot } from './site/published-pages.ts';
import { withServedRetention } from './site/retention-page.ts';
import { registerSite } from './site/serve-site.ts';
import { purgeStaffLeftovers } from './staff/purge.ts';
import { defaultSignInLimits, type SignInLimits } from './staff/sign-in-limits.ts';

export interface AppOptions {
  database: DatabaseTarget;
  staticDir: string;
  rateLimitMax: number;
  logLevel: LogLevel;
  trustProxy?: TrustProxy;
  timeouts?: Timeouts;
  /** How long records are kept before the daily purge removes them. */
  retention?: Retention;
  /** How long audit entries are kept before the daily purge removes them (config.ts). */
  auditRetentionDays?: number;
  /** Renders pages with their stored content; without it every page is its pre-rendered file. */
  renderRoot?: RenderRoot;
  /** The site's public origin (config.ts); `http://localhost:8080` when not given. */
  siteOrigin?: string;
  staffSessions?: StaffSessionLimits;
  signInLimits?: SignInLimits;
  /** Working hours a lead may stay New before it is overdue (config.ts); 24 when not given. */
  newLeadOverdueHours?: number;
  /** Who hosts the server, named in a person's access summary (config.ts). */
  hostingProvider?: string | undefined;
  /** From when a body without consent is refused (config.ts); `defaultConsentRequiredFrom`. */
  consentRequiredFrom?: Date;
  /** Now: tests pass one they can move, to expire sessions and links without waiting. */
  clock?: () => Date;
}

const purgeInterval = 24 * 60 * 60 * 1000;

/** The server's own daily purge, in the audit trail: the operating-system user it runs as. */
const serverActor = { osUser: `${userInfo().username} (server)` };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const startScript = await readPageStartScript(options.staticDir);
  const db = openDatabase(options.database);
  try {
    await migrateToLatest(db);
    await purgeExpiredKeys(db, new Date());
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const trustProxy = options.trustProxy ?? false;
  const timeouts = options.timeouts ?? defaultTimeouts;
  const app = Fastify({
    logger: loggerOptions(options.logLevel),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy && [...trustProxy],
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      // Node cuts a request off only once its headers' time (60 s by default) is up too.
      headersTimeout: timeouts.requestMs,
      // Node looks for overdue requests only this often (30 s by default): a fraction of the
      // timeout makes the cut-off land near it, not up to 30 s later.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(timeouts.requestMs / 10)),
    },
    bodyLimit: submissionBodyLimit,
    frameworkErrors: answerMalformedRequest,
  });

  const retention = options.retention ?? defaultRetention;
  const auditDays = options.auditRetentionDays ?? defaultAuditRetentionDays;
  const staffSessions = options.staffSessions ?? defaultStaffSessions;
  const clock = options.clock ?? (() => new Date());
  // Counts only: the log never holds personal data.
  const purgeRecords = () =>
    purgeExpiredRecords(db, retention, new Date(), { actor: serverActor, auditDays }).then(
      (purged) => app.log.info({ purged }, 'removed records past their retention'),
      (error: unknown) => app.log.error({ err: error }, 'removing old records failed'),
    );
  await purgeRecords();
  const purgeStaff = () =>
    purgeStaffLeftovers(db, clock(), staffSessions).catch((error: unknown) => {
      app.log.error({ err: error }, 'purging ended staff sessions failed');
    });
  await purgeStaff();
  const purgeTimer = setInterval(() => {
    purgeExpiredKeys(db, new Date()).catch((error: unknown) => {
      app.log.error({ err: error }, 'purging idempotency keys failed');
    });
    void purgeRecords();
    void purgeStaff();
  }, purgeInterval);
  purgeTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await db.destroy();
  });

  registerSecurityHeaders(app, startScript);
  registerRequestLog(app);
  registerErrorHandling(app);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // For what was not compressed at build time (pages, API JSON): quality 5 costs what the
    // default 4 does (about 1.5 ms for an 85 kB page) and takes a kilobyte more off a page,
    // which helps it fit the first round trip; 7 and up cost several times more.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(apiRoutes, {
    prefix: '/api',
    db,
    rateLimitMax: options.rateLimitMax,
    consentRequiredFrom: options.consentRequiredFrom ?? defaultConsentRequiredFrom,
    staff: {
      siteOrigin: options.siteOrigin ?? 'http://localhost:8080',
      sessions: staffSessions,
      signInLimits: options.signInLimits ?? defaultSignInLimits,
      newLeadOverdueHours: options.newLeadOverdueHours ?? defaultNewLeadOverdueHours,
      retention,
      hostingProvider: options.hostingProvider,
      clock,
    },
  });
  const { renderRoot, staticDir } = options;
  await registerSite(
    app,
    staticDir,
    withServedRetention(
      staticDir,
      retention,
      renderRoot && publishedPages({ db, root: staticDir, renderRoot, log: app.log }),
    ),
  );
  return app;
}
