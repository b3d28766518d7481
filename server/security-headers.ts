import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOnly } from './logging.ts';

/** The CSP source that allows one inline script, by the SHA-256 of its text. */
function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Only what the site uses: its own scripts and the one inline script every page starts with
 * (`startScript`, as the built site holds it: server/site/page-start-script.ts; allowed by its
 * hash alone), styles (Mantine injects inline style attributes), images (data: and blob: for
 * generated placeholders; https: because page content managed by staff may point at images
 * hosted elsewhere, and an image cannot run code), fonts, API calls, manifest and service
 * worker. Nothing may frame the site, and forms may only post back to it.
 */
export function contentSecurityPolicy(startScript: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptSource(startScript)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every response: a script, style or JSON body is never read as anything else. */
export const everyResponseHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
};

/**
 * The service worker's own policy. A worker runs under the policy of its own script's response,
 * not the page's, and every request it makes is a `fetch` (connect-src): to keep and serve the
 * pictures content names on other sites (which pages may show, img-src above), it must be
 * allowed to fetch them. It runs no page, so the rest is as strict.
 */
export const workerContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self' https:",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Where a page or the worker sends its requests from, said no more than needed. */
const referrerPolicy = { 'referrer-policy': 'strict-origin-when-cross-origin' };

/** The service worker's script: its CSP (what it may fetch and import) and referrer policy. */
export const workerHeaders: Readonly<Record<string, string>> = {
  ...everyResponseHeaders,
  'content-security-policy': workerContentSecurityPolicy,
  ...referrerPolicy,
};

/** Framing, the opener and the browser features only mean something for a document. */
export function documentHeaders(startScript: string): Readonly<Record<string, string>> {
  return {
    ...everyResponseHeaders,
    'content-security-policy': contentSecurityPolicy(startScript),
    ...referrerPolicy,
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The service worker's script, as the app registers it (src/features/pwa). */
export const serviceWorkerPath = '/sw.js';

/**
 * Which headers a response needs, by what it is: an HTML document (pages, the not-found page,
 * whatever renders them), the service worker's script, or anything else (scripts, styles,
 * images, API JSON), which the policies above would only add bytes to — about 0.9 kB a
 * response, a dozen kB over a first visit.
 */
function securityHeadersFor(
  request: FastifyRequest,
  reply: FastifyReply,
  forDocuments: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (/^text\/html\b/i.test(contentType)) return forDocuments;
  if (pathOnly(request.url) === serviceWorkerPath) return workerHeaders;
  return everyResponseHeaders;
}

/**
 * Adds the headers to every response, API and static, errors and 404s included. `startScript`:
 * the inline script the served pages start with, which their policy allows.
 */
export function registerSecurityHeaders(app: FastifyInstance, startScript: string): void {
  const forDocuments = documentHeaders(startScript);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeadersFor(request, reply, forDocuments));
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
