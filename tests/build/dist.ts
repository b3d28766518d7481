import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The production build the checks in this folder read: run `npm run build` first. */
export const dist = join(import.meta.dirname, '../../dist');

export const readDist = (file: string) => readFileSync(join(dist, file), 'utf8');

/** The URLs the built service worker precaches, read from its injected manifest. */
export function precachedUrls(): string[] {
  const sw = readDist('sw.js');
  const urls = [...sw.matchAll(/"url":\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  return urls.map((url) => (url.startsWith('/') ? url.slice(1) : url));
}
