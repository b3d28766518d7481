const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class InvalidIdempotencyKey extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Idempotency-Key must be a UUID');
  }
}

/**
 * The key from an `Idempotency-Key` header, lower-cased, or undefined when there is none.
 * The IETF draft defines the header as a structured-field string (`"…"`); the bare form is
 * accepted too. Anything but one UUID is refused, so keys stay unguessable and comparable.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw new InvalidIdempotencyKey();
  const value = header.trim().replace(/^"(.*)"$/, '$1');
  if (!uuid.test(value)) throw new InvalidIdempotencyKey();
  return value.toLowerCase();
}
