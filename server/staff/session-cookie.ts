/**
 * The staff session cookie. `__Host-` makes the browser refuse it unless it is Secure, has no
 * Domain and has Path=/, so no other subdomain or path can set or shadow it; HttpOnly keeps it
 * from scripts; SameSite=Strict keeps it off requests started by other sites. Browsers treat
 * http://localhost as secure, so `npm start` works without TLS.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = '__Host-raam-staff';

const attributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header('set-cookie', `${sessionCookieName}=${token}; ${attributes}; Max-Age=${maxAge}`);
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.header('set-cookie', `${sessionCookieName}=; ${attributes}; Max-Age=0`);
}

/** The token the browser sent, if any (its characters are base64url: no decoding needed). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === sessionCookieName && value !== undefined && /^[\w-]{43}$/.test(value)) {
      return value;
    }
  }
  return undefined;
}
