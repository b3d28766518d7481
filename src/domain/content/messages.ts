import type { PageName } from './types.ts';

const ensureBackend =
  'Please ensure your backend server is running and the API endpoint is correct.';

/** How a content request went wrong, when it was not a 404. */
export type ContentFailure = { kind: 'status'; status: number } | { kind: 'network' };

const pageLabel: Record<Exclude<PageName, 'stats'>, string> = {
  home: 'home page',
  about: 'about page',
  courses: 'courses page',
  contact: 'contact page',
  apply: 'apply page',
};

/** The red banner's text for a failed content load (product §8.1). */
export function contentErrorMessage(page: PageName, failure: ContentFailure): string {
  if (page === 'stats') {
    return failure.kind === 'status'
      ? `Failed to load stats content. Current Status: ${failure.status}. ${ensureBackend}`
      : `Failed to load stats content. Displaying default. ${ensureBackend}`;
  }
  return `Failed to load ${pageLabel[page]} content. Displaying default. ${ensureBackend}`;
}

/** What a page says while its content is on the way (product §2.2). */
export function contentLoadingText(page: PageName): string {
  return page === 'home' || page === 'courses' || page === 'stats'
    ? 'Loading content...'
    : 'Loading page content...';
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The quiet notice over a copy saved on this device ("Offline — showing the content saved on
 * 21 Nov 2026"), dated in the visitor's own time zone.
 */
export function savedCopyNotice(fetchedAt: number): string {
  const date = new Date(fetchedAt);
  const day = `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
  return `Offline — showing the content saved on ${day}`;
}
