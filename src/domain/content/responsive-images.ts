import { avifOf, avifTwinnedImages } from './avif-twins.ts';
import { images } from './images.ts';

/**
 * Built-in pictures that also exist 800 px wide (`name-800.webp`) and both sizes in AVIF
 * (`name.avif`, `name-800.avif`), about half the bytes: a page shows the size its screen needs,
 * in AVIF where the browser takes it (src/ui/image-hero.tsx, which writes the names out so
 * the hero's code needs no module of its own).
 */
export const responsiveImages: readonly string[] = [images.homeHero, images.aboutHero];

/** Every built-in picture that comes in more files than its own (`src`). */
export const multiFileImages: readonly string[] = [...responsiveImages, ...avifTwinnedImages];

/**
 * The files a built-in picture of `multiFileImages` comes in, small first: the WebP files
 * (`src` among them) and the AVIF files browsers take instead where they can.
 */
export function pictureFiles(src: string): { webp: string[]; avif: string[] } {
  const webp = responsiveImages.includes(src) ? [src.replace(/\.webp$/, '-800.webp'), src] : [src];
  return { webp, avif: webp.map(avifOf) };
}
