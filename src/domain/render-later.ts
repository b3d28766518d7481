/**
 * The parts of a page below its first section, and the site's footer, are rendered (styled,
 * laid out, painted) only as they near the screen until they are marked `data-rendered`
 * (global.css): a phone's first visit does a screenful of work before it can answer a tap, not
 * a whole page's. The page's start script marks them one at a time while the browser is idle,
 * so the whole page is there soon after it has loaded (for a search, a screenshot, a printout)
 * without one long task to render it (src/page-start/render-later-parts.ts).
 */
export const renderedAttribute = 'data-rendered';

/**
 * As global.css writes it: the children of the page's main element (src/app/layout/
 * root-layout.tsx) after the first, and the footer after it. Written out, not put together, to
 * keep the start script small.
 */
export const renderLaterSelector =
  '#main>*+*:not([data-rendered]),#main~footer:not([data-rendered])';
