import { defaultPageContent } from './defaults.ts';
import { inspectPage } from './inspect-page.ts';
import type { PageContentMap, PageName } from './types.ts';

/**
 * A page's content as the page renders it: backend content (untrusted, any shape) merged over
 * the built-in defaults section by section and field by field. Whatever is missing or malformed
 * falls back to its default; text is trimmed and capped; links and images are checked. Never
 * throws.
 */
export function normalisePageContent<P extends PageName>(page: P, raw: unknown): PageContentMap[P] {
  try {
    return inspectPage(page, raw).content;
  } catch {
    // Only reachable for values JSON cannot produce (a throwing getter, a revoked proxy).
    return defaultPageContent[page];
  }
}
