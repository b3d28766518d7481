import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { dist, precachedUrls } from './dist.ts';

/** A file's brotli and gzip copies hold its bytes; one of more than 1 kB has both. */
function expectCopies(file: string) {
  const original = readFileSync(join(dist, file));
  const br = join(dist, `${file}.br`);
  const gz = join(dist, `${file}.gz`);
  // A copy no smaller than the file is left out (tiny chunks); the server then sends the file.
  if (existsSync(br))
    expect(brotliDecompressSync(readFileSync(br)).equals(original), file).toBe(true);
  if (existsSync(gz)) expect(gunzipSync(readFileSync(gz)).equals(original), file).toBe(true);
  if (original.length > 1024) {
    expect(existsSync(br), `${file}.br`).toBe(true);
    expect(existsSync(gz), `${file}.gz`).toBe(true);
  }
}

describe('the precompressed files', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });

  test('every hashed script and stylesheet has brotli and gzip copies of the same bytes', () => {
    const assets = files.filter((file) => /^assets\/.*\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(10);
    for (const file of assets) expectCopies(file);
  });

  test('so do every pre-rendered page, the service worker and the manifest', () => {
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(22);
    for (const file of [...pages, 'sw.js', 'manifest.webmanifest']) expectCopies(file);
  });

  test('pictures are not compressed again', () => {
    expect(files.filter((file) => /\.(webp|avif|png)\.(br|gz)$/.test(file))).toEqual([]);
  });

  test('the service worker precaches none of the compressed copies', () => {
    const precached = precachedUrls();
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
