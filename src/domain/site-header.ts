// Shared by the header (src/app/layout/header.tsx) and the page's start script
// (src/page-start/keep-header-readable.ts), which renders it white on a scroll before the app
// has started.

/** The site header's id. */
export const siteHeaderId = 'site-header';

/** How far down the page is scrolled before the header is rendered white over it. */
export const headerSolidPastPx = 8;
