/**
 * The browser app's configuration, read once from Vite's build-time environment.
 * Nothing else reads `import.meta.env`.
 */

function readApiBase(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '/api';
  if (!/^(\/|https?:\/\/)/.test(value)) {
    throw new Error(
      `VITE_API_BASE must be a path starting with / or an http(s) URL, got "${value}"`,
    );
  }
  return value.replace(/\/+$/, '');
}

export const config = {
  /** Where the API lives: same-origin `/api` unless the build says otherwise. */
  apiBase: readApiBase(import.meta.env.VITE_API_BASE),
  /** The service worker is registered only in production builds. */
  serviceWorker: import.meta.env.PROD,
} as const;
