/**
 * The event's PIN, kept only as a salted PBKDF2-SHA-256 hash (WebCrypto): whoever holds the
 * device can read IndexedDB, so what is stored must not give the PIN back cheaply.
 */

export interface PinHash {
  /** Base64 of the derived bits. */
  hash: string;
  /** Base64 of 16 random bytes, new for every PIN. */
  salt: string;
  iterations: number;
}

/**
 * OWASP's 2021 figure for PBKDF2-SHA-256: costly to try every PIN against, while a cheap phone
 * still checks one in well under a second.
 */
export const pinIterations = 310_000;
const saltBytes = 16;
const hashBits = 256;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(
  pin: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    hashBits,
  );
  return toBase64(new Uint8Array(bits));
}

export async function hashPin(pin: string, iterations = pinIterations): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  return { hash: await derive(pin, salt, iterations), salt: toBase64(salt), iterations };
}

/** Whether `pin` is the one `stored` was made from. */
export async function checkPin(pin: string, stored: PinHash): Promise<boolean> {
  const hash = await derive(pin, fromBase64(stored.salt), stored.iterations);
  // Compared whole, not stopping at the first difference: no timing to learn the hash from.
  let difference = hash.length ^ stored.hash.length;
  for (let index = 0; index < hash.length; index++) {
    difference |= hash.charCodeAt(index) ^ stored.hash.charCodeAt(index);
  }
  return difference === 0;
}
