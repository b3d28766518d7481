/**
 * The browser app's configuration, read once from Vite's build-time environment.
 * Nothing else reads `import.meta.env`.
 */

export const defaultSiteUrl = 'https://www.raamacademy.in';

/** The public origin, for canonical links, the sitemap and share cards: `https://host`, no path. */
export function readSiteUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return defaultSiteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search) {
    throw new Error(`VITE_SITE_URL must be an origin such as ${defaultSiteUrl}, got "${value}"`);
  }
  return url.origin;
}

export const config = {
  /**
   * Where the API lives: always this origin (decision 023), so the pages' CSP allows nothing
   * else to connect to and the service worker and outbox talk to their own server.
   */
  apiBase: '/api',
  /** Where the site is published; absolute URLs in the pre-rendered pages start with it. */
  siteUrl: readSiteUrl(import.meta.env.VITE_SITE_URL),
  /** The service worker is registered only in production builds. */
  serviceWorker: import.meta.env.PROD,
} as const;
