/**
 * A tiny schema vocabulary for untrusted page content. A schema reads a value and reports, in
 * the same pass, the value a page can use and every problem an operator should hear about: the
 * normaliser keeps the value and ignores the problems, the validator does the opposite
 * (decision 003). The content's TypeScript types are inferred from the same schemas (`Infer`),
 * so a field is written once (decision 029). Only the fields a schema names are read (own
 * properties only), so unexpected keys such as `__proto__` never reach the result.
 */

/** Longest list the content may hold; longer lists are cut (normalise) or refused (validate). */
export const listMax = 50;

/** What a schema gives when the content is unusable and there is nothing to fall back to. */
export const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

/** In a section, the default value a field falls back to; absent inside list items. */
export type Fallback = { value: unknown } | undefined;

export interface Schema<T> {
  /** Reads a present value: the usable value, or INVALID; problems go to `problems`. */
  readonly read: (
    raw: unknown,
    path: string,
    fallback: Fallback,
    problems: string[],
  ) => T | Invalid;
  /** May be absent (or null, or blank text); it is then left out. See `optional()`. */
  readonly optional?: boolean;
  /** Inside a list item, used when the field is absent or unusable instead of dropping the item. */
  readonly fallback?: T;
  /** Set on text-like values: how a list of them is named when an entry is not text. */
  readonly listNoun?: string;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Fields = Readonly<Record<string, Schema<unknown>>>;
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOf<F extends Fields> = Flat<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
    [K in OptionalKeys<F>]?: Infer<F[K]>;
  }
>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function joinPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

const maxShownKey = 40;
const unknownKeysReported = 5;

/** Keys and ids go into terminal messages: no control characters, nothing absurdly long. */
export function shown(value: string): string {
  const clean = value.replace(/\p{Cc}/gu, '?');
  return clean.length > maxShownKey ? `${clean.slice(0, maxShownKey)}…` : clean;
}

function isAbsent(schema: Schema<unknown>, raw: unknown): boolean {
  if (raw === undefined) return true;
  if (!schema.optional) return false;
  return raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** What a field becomes when its content is absent or unusable. */
function replacement(schema: Schema<unknown>, fallback: Fallback): unknown {
  if (fallback) return fallback.value;
  if (schema.fallback !== undefined) return schema.fallback;
  if (schema.optional) return undefined;
  return INVALID;
}

/**
 * The usable value of `raw` under `schema` (`undefined` for an optional field left out,
 * `INVALID` when a required list item field is unusable), pushing a message per problem.
 */
export function inspect(
  schema: Schema<unknown>,
  raw: unknown,
  path: string,
  fallback: Fallback,
  problems: string[],
): unknown {
  if (isAbsent(schema, raw)) {
    const value = replacement(schema, fallback);
    if (value === INVALID) problems.push(`${path} is required`);
    return value;
  }
  const value = schema.read(raw, path, fallback, problems);
  return value === INVALID ? replacement(schema, fallback) : value;
}

export function reportUnknownKeys(
  raw: Record<string, unknown>,
  known: Readonly<Record<string, unknown>>,
  path: string,
  problems: string[],
): void {
  const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(known, key));
  const expected = Object.keys(known).join(', ');
  for (const key of unknown.slice(0, unknownKeysReported)) {
    problems.push(
      `${joinPath(path, shown(key))} is not a known field; expected one of: ${expected}`,
    );
  }
  if (unknown.length > unknownKeysReported) {
    const where = path === '' ? '' : ` in ${path}`;
    problems.push(`…and ${unknown.length - unknownKeysReported} more unknown fields${where}`);
  }
}

/**
 * An object of named fields. In a section, each field falls back to its default on its own;
 * in a list item, an unusable required field drops the item.
 */
export function object<F extends Fields>(fields: F): Schema<ObjectOf<F>> {
  return {
    read(raw, path, fallback, problems) {
      if (!isRecord(raw)) {
        problems.push(`${path} must be an object`);
        return INVALID;
      }
      reportUnknownKeys(raw, fields, path, problems);
      const defaults = fallback && isRecord(fallback.value) ? fallback.value : undefined;
      const result: Record<string, unknown> = {};
      let complete = true;
      for (const [key, field] of Object.entries(fields)) {
        const fieldFallback = defaults ? { value: ownValue(defaults, key) } : undefined;
        const value = inspect(
          field,
          ownValue(raw, key),
          joinPath(path, key),
          fieldFallback,
          problems,
        );
        if (value === INVALID) complete = false;
        else if (value !== undefined) result[key] = value;
      }
      return complete ? (result as ObjectOf<F>) : INVALID;
    },
  };
}

/**
 * A list of at most `listMax` items; unusable items are dropped, and a list left with none falls
 * back as a whole, unless it may be empty (e.g. a course with no features listed).
 */
export function list<I>(
  item: Schema<I>,
  options: { allowEmpty?: boolean; fallback?: readonly I[] } = {},
): Schema<readonly I[]> {
  const noun = item.listNoun ?? 'a list';
  return {
    ...options,
    read(raw, path, _fallback, problems) {
      if (!Array.isArray(raw)) {
        problems.push(`${path} must be ${noun}`);
        return INVALID;
      }
      if (raw.length > listMax) problems.push(`${path} must have at most ${listMax} items`);
      const items: readonly unknown[] = raw.slice(0, listMax);
      const textItems = item.listNoun !== undefined;
      // One message for a list of the wrong kind of thing, not one per item.
      if (textItems && items.some((entry) => typeof entry !== 'string')) {
        problems.push(`${path} must be ${noun}`);
      }
      const kept: I[] = [];
      items.forEach((entry, index) => {
        if (textItems && typeof entry !== 'string') return;
        const value = inspect(item, entry, `${path}[${index}]`, undefined, problems);
        if (value !== INVALID && value !== undefined) kept.push(value as I);
      });
      if (kept.length > 0) return kept;
      if (raw.length === 0 && options.allowEmpty !== true)
        problems.push(`${path} must not be empty`);
      return options.allowEmpty === true ? kept : INVALID;
    },
  };
}

export function optional<S extends Schema<unknown>>(schema: S): S & { optional: true } {
  return { ...schema, optional: true };
}

export function orElse<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return { ...schema, fallback };
}
