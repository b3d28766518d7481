import { courseImages } from './images.ts';

/**
 * Built-in pictures that also exist in AVIF at the same size (`name.avif`), about half the
 * bytes: the course pictures, the largest thing on the courses page's first screen. (Kept
 * apart from responsive-images.ts: the pages need only this, in their shared chunk.)
 */
export const avifTwinnedImages: readonly string[] = Object.values(courseImages);

/** A built-in picture's path with the AVIF extension. */
export const avifOf = (path: string) => path.replace(/\.webp$/, '.avif');

/** The AVIF twin of a built-in picture, as `SafeImage` takes it; nothing for any other picture. */
export function avifTwin(src: string | undefined): { src: string } | undefined {
  return src && avifTwinnedImages.includes(src) ? { src: avifOf(src) } : undefined;
}
