/** Reading a JSON body's fields without trusting its shape. */
import type { FastifyRequest } from 'fastify';

export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const { body } = request;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export function textField(fields: Record<string, unknown>, key: string): string {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
}

/**
 * A WebAuthn response as @simplewebauthn/browser sends it: an object naming its credential. The
 * library checks every other part and refuses what it cannot verify.
 */
export function credentialResponse<T>(fields: Record<string, unknown>): T | undefined {
  const value = fields.response;
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, response } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof response === 'object' && response !== null
    ? (value as T)
    : undefined;
}
