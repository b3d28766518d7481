import { contentIconNames, isContentIconName } from './icon-names.ts';
import { safeHref, safeImageSrc } from './safe-link.ts';
import { INVALID, type Schema } from './schema.ts';

/**
 * The single values page content is made of: text, icon names, links, images, contact details,
 * choices and statistics. Each checks, trims and caps what it reads (see schema.ts).
 */

/** Titles, labels, names. */
export const shortTextMax = 200;
/** Subtitles, descriptions, answers. */
export const textMax = 1000;
/** Story paragraphs and other long copy. */
export const longTextMax = 4000;

type Judgement<T> = { value: T; problem?: string } | { value?: undefined; problem: string };

const textList = 'a list of text';
const iconMax = 64;
const contactMax = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().-]{6,24}$/;
const numericText = /^\d{1,15}(?:\.\d{1,6})?$/;

/** A value checked on its own: a problem is reported at the field's path. */
function leaf<T>(judge: (raw: unknown) => Judgement<T>, listNoun?: string): Schema<T> {
  return {
    listNoun,
    read(raw, path, _fallback, problems) {
      const judged = judge(raw);
      if (judged.problem !== undefined) problems.push(`${path} ${judged.problem}`);
      return judged.value === undefined ? INVALID : judged.value;
    },
  };
}

/** Trims, and cuts at `max` characters without leaving half a surrogate pair. */
export function capText(value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function judgeText(raw: unknown, max: number): Judgement<string> {
  if (typeof raw !== 'string') return { problem: 'must be text' };
  if (raw.trim() === '') return { problem: 'must not be empty' };
  const value = capText(raw, max);
  return value.length < raw.trim().length
    ? { value, problem: `must be at most ${max} characters` }
    : { value };
}

export const text = (max: number = textMax): Schema<string> =>
  leaf((raw) => judgeText(raw, max), textList);
export const shortText = (): Schema<string> => text(shortTextMax);
export const longText = (): Schema<string> => text(longTextMax);

/** An icon name: any short text is kept; the validator also checks it against the vocabulary. */
export const icon = (): Schema<string> =>
  leaf((raw) => {
    const judged = judgeText(raw, iconMax);
    if (judged.value === undefined || judged.problem !== undefined) return judged;
    return isContentIconName(judged.value)
      ? judged
      : { value: judged.value, problem: `must be one of: ${contentIconNames.join(', ')}` };
  }, textList);

export const link = (): Schema<string> =>
  leaf((raw) => {
    const value = safeHref(raw, undefined);
    return value === undefined
      ? {
          problem:
            'must be a site path starting with /, a #fragment, an http(s) URL, or a mailto: or tel: link',
        }
      : { value };
  }, textList);

export const image = (): Schema<string> =>
  leaf((raw) => {
    const value = safeImageSrc(raw, undefined);
    return value === undefined
      ? { problem: 'must be a site path starting with / or an https URL' }
      : { value };
  }, 'a list of images (site paths or https URLs)');

export const email = (): Schema<string> =>
  leaf((raw) => {
    const value = typeof raw === 'string' ? raw.trim() : '';
    return value.length <= contactMax && emailPattern.test(value)
      ? { value }
      : { problem: 'must be an email address' };
  }, textList);

export const phone = (): Schema<string> =>
  leaf((raw) => {
    const value = typeof raw === 'string' ? raw.trim() : '';
    const digits = value.replace(/\D/g, '').length;
    return phonePattern.test(value) && digits >= 6
      ? { value }
      : { problem: 'must be a phone number' };
  }, textList);

export function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  return leaf((raw) => {
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    return value !== undefined && (values as readonly string[]).includes(value)
      ? { value: value as T }
      : { problem: `must be one of: ${values.join(', ')}` };
  }, textList);
}

/** A number, or text the count-up reads as a number; anything else reads as 0. */
export const statValue = (): Schema<number | string> => ({
  ...leaf<number | string>((raw) => {
    if (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0) return { value: raw };
    if (typeof raw === 'string' && numericText.test(raw.trim())) return { value: raw.trim() };
    return { problem: 'must be a number of 0 or more, or numeric text such as "98"' };
  }),
  fallback: 0,
});
