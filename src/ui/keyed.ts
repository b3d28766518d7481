/**
 * Pairs each item of a content list with a React key made from its text, numbered when the
 * content repeats itself, so keys stay stable without leaning on list positions alone.
 */
export function keyed<T>(items: readonly T[], text: (item: T) => string) {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count === 1 ? base : `${base}#${count}`, item };
  });
}
