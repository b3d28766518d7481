import { staffWorkspaceFile } from '../../src/domain/staff-workspace.ts';

/**
 * How long browsers may keep each file of the built site. Vite puts a content hash in every
 * file name under assets/, so those never change and are kept for a year; everything else
 * keeps its name across releases and must be revalidated (the service worker and its manifest
 * above all, or an update would never reach installed phones).
 */
export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';
/** Images and icons keep their names too, but a stale one for an hour harms no one. */
export const shortLived = 'public, max-age=3600';
/** The staff workspace's document: never kept, not even for the back button (decision 055). */
export const notStored = 'no-store';

const imageExtension = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;
/** The build's brotli and gzip copies (tools/precompress), sent in place of their original. */
const precompressedCopy = /\.(br|gz)$/;

/**
 * `relativePath` uses forward slashes and no leading slash, e.g. `assets/index-3f9a.js`; a
 * copy (`logo.svg.br`) is kept as long as its original.
 */
export function cacheControlFor(relativePath: string): string {
  const original = relativePath.replace(precompressedCopy, '');
  if (original === staffWorkspaceFile) return notStored;
  if (original.startsWith('assets/')) return immutable;
  if (imageExtension.test(original)) return shortLived;
  return revalidate;
}
