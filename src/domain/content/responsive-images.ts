import { images } from './images.ts';

/**
 * Built-in pictures that also exist 800 px wide (`name-800.webp`) and both sizes in AVIF
 * (`name.avif`, `name-800.avif`), about half the bytes: a page shows the size its screen needs,
 * in AVIF where the browser takes it (src/ui/image-hero.tsx, which writes the names out so
 * the hero's code needs no module of its own).
 */
export const responsiveImages: readonly string[] = [images.homeHero, images.aboutHero];

/** The files a responsive built-in picture comes in, small first. */
export function responsiveVariants(src: string): {
  webp: [small: string, full: string];
  avif: [small: string, full: string];
} {
  const small = src.replace(/\.webp$/, '-800.webp');
  const avif = (path: string) => path.replace(/\.webp$/, '.avif');
  return { webp: [small, src], avif: [avif(small), avif(src)] };
}
