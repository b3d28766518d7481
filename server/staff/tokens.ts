/**
 * Secrets handed to a browser (session cookies, enrolment links) and the only form the database
 * keeps of them. 256 random bits cannot be guessed, so a fast unsalted hash is enough: it only
 * has to make a stolen copy of the table useless.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
