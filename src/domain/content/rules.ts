/**
 * A small vocabulary for describing the shape of page content, field by field. One description
 * per page drives both the lenient normaliser (the site) and the strict validator (the operator
 * CLI), so the two can never disagree about what a field may hold.
 *
 * `RuleFor<T>` ties a description to its TypeScript type: a field left out, a required field
 * marked `optional` (or the reverse), or a text rule on a list is a compile error.
 */

/** Titles, labels, names. */
export const shortTextMax = 200;
/** Subtitles, descriptions, answers. */
export const textMax = 1000;
/** Story paragraphs and other long copy. */
export const longTextMax = 4000;
/** Longest list the content may hold; longer lists are cut (normalise) or refused (validate). */
export const listMax = 50;

interface RuleOptions<V> {
  /** Inside a list item, used when the field is absent or unusable instead of dropping the item. */
  fallback?: V;
}

/** Marks a field that may be absent (or empty); it is then left out. See `optional()`. */
interface Optional {
  optional: true;
}

export interface TextRule extends RuleOptions<string> {
  kind: 'text';
  max: number;
}
/** An icon name: any short text is kept; the validator also checks it against the vocabulary. */
export interface IconRule extends RuleOptions<string> {
  kind: 'icon';
}
export interface LinkRule extends RuleOptions<string> {
  kind: 'link';
}
export interface ImageRule extends RuleOptions<string> {
  kind: 'image';
}
export interface EmailRule extends RuleOptions<string> {
  kind: 'email';
}
export interface PhoneRule extends RuleOptions<string> {
  kind: 'phone';
}
export interface EnumRule<T extends string> extends RuleOptions<T> {
  kind: 'enum';
  values: readonly T[];
}
/** A number or numeric text; anything else reads as its fallback (0). */
export interface StatValueRule extends RuleOptions<number | string> {
  kind: 'statValue';
}
export interface ListRule<I> extends RuleOptions<readonly I[]> {
  kind: 'list';
  item: RuleFor<I>;
  /** An empty list is meaningful (e.g. a course with no features listed). */
  allowEmpty?: boolean;
}
export interface ObjectRule<T> extends RuleOptions<T> {
  kind: 'object';
  fields: FieldRules<T>;
}

export type TextLikeRule = TextRule | IconRule | LinkRule | ImageRule | EmailRule | PhoneRule;

export type RuleFor<T> = [T] extends [string]
  ? string extends T
    ? TextLikeRule
    : EnumRule<T>
  : [T] extends [number | string]
    ? StatValueRule
    : [T] extends [readonly (infer I)[]]
      ? ListRule<I>
      : [T] extends [object]
        ? ObjectRule<T>
        : never;

export type FieldRules<T> = {
  [K in keyof T]-?: undefined extends T[K]
    ? RuleFor<Exclude<T[K], undefined>> & Optional
    : RuleFor<T[K]> & { optional?: never };
};

/** The same rules with their types erased, for the one walker that reads them. */
export type AnyRule = (
  | TextLikeRule
  | EnumRule<string>
  | StatValueRule
  | (RuleOptions<readonly unknown[]> & { kind: 'list'; item: AnyRule; allowEmpty?: boolean })
  | (RuleOptions<unknown> & { kind: 'object'; fields: Readonly<Record<string, AnyRule>> })
) & { optional?: boolean };

export function eraseRule(rule: { readonly kind: AnyRule['kind'] }): AnyRule {
  return rule as unknown as AnyRule;
}

// Constructors, so page descriptions read as a list of fields.

export const text = (max: number = textMax): TextRule => ({ kind: 'text', max });
export const shortText = (): TextRule => text(shortTextMax);
export const longText = (): TextRule => text(longTextMax);
export const icon = (): IconRule => ({ kind: 'icon' });
export const link = (): LinkRule => ({ kind: 'link' });
export const image = (): ImageRule => ({ kind: 'image' });
export const email = (): EmailRule => ({ kind: 'email' });
export const phone = (): PhoneRule => ({ kind: 'phone' });
export const statValue = (): StatValueRule => ({ kind: 'statValue', fallback: 0 });

export function oneOf<T extends string>(values: readonly T[]): EnumRule<T> {
  return { kind: 'enum', values };
}

export function listOf<I>(
  item: RuleFor<I>,
  options: { allowEmpty?: boolean; fallback?: readonly I[] } = {},
): ListRule<I> {
  return { kind: 'list', item, ...options };
}

export function objectOf<T>(fields: FieldRules<T>): ObjectRule<T> {
  return { kind: 'object', fields };
}

export function optional<R extends object>(rule: R): R & Optional {
  return { ...rule, optional: true };
}

export function orElse<R extends RuleOptions<unknown>>(
  rule: R,
  fallback: NonNullable<R['fallback']>,
): R {
  return { ...rule, fallback };
}
