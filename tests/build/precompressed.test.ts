import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { dist, precachedUrls } from './dist.ts';

describe('the precompressed assets', () => {
  const assets = readdirSync(join(dist, 'assets'));
  const text = assets.filter((file) => /\.(js|css)$/.test(file));

  test('every hashed script and stylesheet has brotli and gzip copies of the same bytes', () => {
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) {
      const original = readFileSync(join(dist, 'assets', file));
      const br = join(dist, 'assets', `${file}.br`);
      const gz = join(dist, 'assets', `${file}.gz`);
      // A copy no smaller than the file is left out (tiny chunks); the server then sends the file.
      if (existsSync(br)) expect(brotliDecompressSync(readFileSync(br)).equals(original), file).toBe(true);
      if (existsSync(gz)) expect(gunzipSync(readFileSync(gz)).equals(original), file).toBe(true);
      if (original.length > 1024) {
        expect(existsSync(br), `${file}.br`).toBe(true);
        expect(existsSync(gz), `${file}.gz`).toBe(true);
      }
    }
  });

  test('only hashed assets are precompressed: pages and the service worker stay as served', () => {
    const outside = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(br|gz)$/.test(file) && !file.startsWith('assets/'),
    );
    expect(outside).toEqual([]);
  });

  test('the service worker precaches none of the compressed copies', () => {
    const precached = precachedUrls();
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
