import type { Cleared } from './device-data.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Cleared: 1 draft, 9 saved pages' content and 14 saved copies of pages and pictures." */
export function clearedText(cleared: Cleared, kept: number): string {
  const parts = [
    cleared.drafts > 0 && count(cleared.drafts, 'draft', 'drafts'),
    cleared.savedContent > 0 &&
      count(cleared.savedContent, "saved page's content", "saved pages' content"),
    cleared.savedCopies > 0 &&
      count(
        cleared.savedCopies,
        'saved copy of a page or picture',
        'saved copies of pages and pictures',
      ),
    cleared.submissions > 0 &&
      count(cleared.submissions, 'waiting submission', 'waiting submissions'),
  ].filter((part): part is string => typeof part === 'string');
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const done = list
    ? `Cleared: ${list}.`
    : 'Cleared: there were no drafts or saved content on this device.';
  if (kept === 0) return done;
  return `${done} Kept: ${count(kept, 'waiting submission', 'waiting submissions')}, sent when this device is back online.`;
}
