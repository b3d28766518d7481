import { type AnyRule, listMax } from './rules.ts';
import { safeHref, safeImageSrc } from './safe-link.ts';
import { contentIconNames } from './types.ts';

/**
 * Reads untrusted content against a rule and reports, in the same pass, the value a page can use
 * and every problem an operator should hear about. The normaliser keeps the value and ignores
 * the problems; the validator does the opposite. A value is never copied wholesale: only the
 * fields a rule names are read (own properties only), so unexpected keys such as `__proto__`
 * never reach the result.
 */

/** What a rule gives when the content is unusable and there is nothing to fall back to. */
export const INVALID: unique symbol = Symbol('invalid');

/** In a section, the default value a field falls back to; absent inside list items. */
export type Fallback = { value: unknown } | undefined;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function joinPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

const maxShownKey = 40;
const unknownKeysReported = 5;

/** Keys and ids go into terminal messages: no control characters, nothing absurdly long. */
export function shown(value: string): string {
  const clean = value.replace(/\p{Cc}/gu, '?');
  return clean.length > maxShownKey ? `${clean.slice(0, maxShownKey)}…` : clean;
}

/** Trims, and cuts at `max` characters without leaving half a surrogate pair. */
export function capText(value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

type Judgement = { value: unknown; problem?: string } | { value?: undefined; problem: string };

const iconMax = 64;
const contactMax = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().-]{6,24}$/;
const numericText = /^\d{1,15}(?:\.\d{1,6})?$/;

function judgeText(raw: unknown, max: number): Judgement {
  if (typeof raw !== 'string') return { problem: 'must be text' };
  if (raw.trim() === '') return { problem: 'must not be empty' };
  const value = capText(raw, max);
  return value.length < raw.trim().length
    ? { value, problem: `must be at most ${max} characters` }
    : { value };
}

function judgeLeaf(rule: Exclude<AnyRule, { kind: 'list' | 'object' }>, raw: unknown): Judgement {
  switch (rule.kind) {
    case 'text':
      return judgeText(raw, rule.max);
    case 'icon': {
      const judged = judgeText(raw, iconMax);
      if (judged.problem !== undefined || typeof judged.value !== 'string') return judged;
      return (contentIconNames as readonly string[]).includes(judged.value)
        ? judged
        : { value: judged.value, problem: `must be one of: ${contentIconNames.join(', ')}` };
    }
    case 'link': {
      const value = safeHref(raw, undefined);
      return value === undefined
        ? {
            problem:
              'must be a site path starting with /, a #fragment, an http(s) URL, or a mailto: or tel: link',
          }
        : { value };
    }
    case 'image': {
      const value = safeImageSrc(raw, undefined);
      return value === undefined
        ? { problem: 'must be a site path starting with / or an https URL' }
        : { value };
    }
    case 'email': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      return value.length <= contactMax && emailPattern.test(value)
        ? { value }
        : { problem: 'must be an email address' };
    }
    case 'phone': {
      const value = typeof raw === 'string' ? raw.trim() : '';
      const digits = value.replace(/\D/g, '').length;
      return phonePattern.test(value) && digits >= 6
        ? { value }
        : { problem: 'must be a phone number' };
    }
    case 'enum': {
      const value = typeof raw === 'string' ? raw.trim() : undefined;
      return value !== undefined && rule.values.includes(value)
        ? { value }
        : { problem: `must be one of: ${rule.values.join(', ')}` };
    }
    case 'statValue': {
      if (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0) return { value: raw };
      if (typeof raw === 'string' && numericText.test(raw.trim())) return { value: raw.trim() };
      return { problem: 'must be a number of 0 or more, or numeric text such as "98"' };
    }
  }
}

function isAbsent(rule: AnyRule, raw: unknown): boolean {
  if (raw === undefined) return true;
  if (!rule.optional) return false;
  return raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** What a field becomes when its content is absent or unusable. */
function replacement(rule: AnyRule, fallback: Fallback): unknown {
  if (fallback) return fallback.value;
  if (rule.fallback !== undefined) return rule.fallback;
  if (rule.optional) return undefined;
  return INVALID;
}

/**
 * The usable value of `raw` under `rule` (`undefined` for an optional field left out, `INVALID`
 * when a required list item field is unusable), pushing a message per problem to `problems`.
 */
export function inspect(
  rule: AnyRule,
  raw: unknown,
  path: string,
  fallback: Fallback,
  problems: string[],
): unknown {
  if (isAbsent(rule, raw)) {
    const value = replacement(rule, fallback);
    if (value === INVALID) problems.push(`${path} is required`);
    return value;
  }
  const value = read(rule, raw, path, fallback, problems);
  return value === INVALID ? replacement(rule, fallback) : value;
}

function read(
  rule: AnyRule,
  raw: unknown,
  path: string,
  fallback: Fallback,
  problems: string[],
): unknown {
  switch (rule.kind) {
    case 'object':
      return readObject(rule.fields, raw, path, fallback, problems);
    case 'list':
      return readList(rule.item, rule.allowEmpty === true, raw, path, problems);
    default: {
      const judged = judgeLeaf(rule, raw);
      if (judged.problem !== undefined) problems.push(`${path} ${judged.problem}`);
      return judged.value === undefined ? INVALID : judged.value;
    }
  }
}

function readObject(
  fields: Readonly<Record<string, AnyRule>>,
  raw: unknown,
  path: string,
  fallback: Fallback,
  problems: string[],
): unknown {
  if (!isRecord(raw)) {
    problems.push(`${path} must be an object`);
    return INVALID;
  }
  reportUnknownKeys(raw, fields, path, problems);
  const defaults = fallback && isRecord(fallback.value) ? fallback.value : undefined;
  const result: Record<string, unknown> = {};
  let complete = true;
  for (const [key, rule] of Object.entries(fields)) {
    const fieldFallback = defaults ? { value: ownValue(defaults, key) } : undefined;
    const value = inspect(rule, ownValue(raw, key), joinPath(path, key), fieldFallback, problems);
    if (value === INVALID) complete = false;
    else if (value !== undefined) result[key] = value;
  }
  return complete ? result : INVALID;
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

function listNoun(item: AnyRule): string {
  if (item.kind === 'image') return 'a list of images (site paths or https URLs)';
  if (item.kind === 'object' || item.kind === 'list') return 'a list';
  return 'a list of text';
}

function readList(
  item: AnyRule,
  allowEmpty: boolean,
  raw: unknown,
  path: string,
  problems: string[],
): unknown {
  if (!Array.isArray(raw)) {
    problems.push(`${path} must be ${listNoun(item)}`);
    return INVALID;
  }
  if (raw.length > listMax) problems.push(`${path} must have at most ${listMax} items`);
  const items: readonly unknown[] = raw.slice(0, listMax);
  const textItems = item.kind !== 'object' && item.kind !== 'list' && item.kind !== 'statValue';
  // One message for a list of the wrong kind of thing, not one per item.
  if (textItems && items.some((entry) => typeof entry !== 'string')) {
    problems.push(`${path} must be ${listNoun(item)}`);
  }
  const kept: unknown[] = [];
  items.forEach((entry, index) => {
    if (textItems && typeof entry !== 'string') return;
    const value = inspect(item, entry, `${path}[${index}]`, undefined, problems);
    if (value !== INVALID && value !== undefined) kept.push(value);
  });
  if (kept.length > 0) return kept;
  if (raw.length === 0 && !allowEmpty) problems.push(`${path} must not be empty`);
  return allowEmpty ? kept : INVALID;
}
