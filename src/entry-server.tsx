// Build-time bootstrap only: the pre-render step (tools/prerender.ts) imports this bundle.
export { prerenderSite } from './app/prerender/prerender-site.ts';
export { config } from './lib/config.ts';
