import type { PageName } from '../../domain/content/types.ts';

/**
 * The pages whose built-in content the pre-rendered HTML shows. On the first render their
 * content starts from the same defaults, so hydration finds the markup it expects; the backend's
 * content replaces it when it arrives. Kept apart from the content store so the start-up code
 * can set it without loading the store.
 */
let pending = new Set<PageName>();

export function setPrerenderedContent(pages: Iterable<PageName>) {
  pending = new Set(pages);
}

/** True once for each page the HTML was rendered with. */
export function takePrerenderedContent(page: PageName): boolean {
  return pending.delete(page);
}
