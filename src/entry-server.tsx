// Server-side bootstrap only: the pre-render step (tools/prerender/plugin.ts) imports this
// bundle at build time, and the server (server/site/published-pages.ts) at run time to render a
// page with the content stored for it.
export { prerenderSite, renderPublishedRoot } from './app/prerender/prerender-site.ts';
export { config } from './lib/config.ts';
