import type { FastifyInstance } from 'fastify';

/**
 * Only what the site uses: its own scripts, styles (Mantine injects inline style attributes),
 * images (data: and blob: for generated placeholders; https: because page content managed by
 * staff may point at images hosted elsewhere, and an image cannot run code), fonts, API calls,
 * manifest and service worker. Nothing may frame the site, and forms may only post back to it.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
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

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Adds the headers to every response, API and static, errors and 404s included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
