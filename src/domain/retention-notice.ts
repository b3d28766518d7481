/**
 * The retention periods as the privacy page shows them: the page is pre-rendered with the
 * defaults, and the server, when its operator set other periods, writes its own into the page it
 * serves (server/site/retention-page.ts). This module writes the marked text and reads it back,
 * on the server (to rewrite it) and in the browser (to hydrate with what was served).
 * Pure TypeScript: no DOM, no Node.
 */
import { daysText, defaultRetention, type Retention } from './retention.ts';

/** The attribute that marks each period's text on the page: its value names the period. */
export const retentionAttribute = 'data-retention';

export type RetentionName = keyof Retention;

const retentionNames: readonly RetentionName[] = ['inquiryDays', 'applicationDays'];

const marked = /<span data-retention="(inquiryDays|applicationDays)">(\d+) days?<\/span>/g;

/** The page with every marked period replaced by the server's; unchanged where there is none. */
export function withRetention(html: string, retention: Retention): string {
  return html.replace(
    marked,
    (_span, name: RetentionName) =>
      `<span ${retentionAttribute}="${name}">${daysText(retention[name])}</span>`,
  );
}

/** The periods a page was served with; undefined for a period it does not show. */
export function readRetention(html: string): Partial<Retention> {
  const found: Partial<Retention> = {};
  for (const [, name, days] of html.matchAll(marked)) {
    if (retentionNames.includes(name as RetentionName)) found[name as RetentionName] = Number(days);
  }
  return found;
}

/** Whether a page states periods other than the defaults it was built with: the server's own. */
export function statesOwnRetention(html: string): boolean {
  const stated = readRetention(html);
  return retentionNames.some(
    (name) => stated[name] !== undefined && stated[name] !== defaultRetention[name],
  );
}
