import { preload } from 'react-dom';

import { SafeImage } from './safe-image.tsx';

interface ResponsivePictureProps {
  /** The picture: a built-in one gets the smaller and AVIF variants, any other shows as it is. */
  src: string;
  /** The built-in picture, one of `responsiveImages`. */
  builtIn: string;
  /** The full-size picture's pixel size. */
  width: number;
  height: number;
  /** How wide it shows, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
}

/**
 * The variants' addresses, as `responsiveVariants` (src/domain/content/responsive-images.ts)
 * names them — written out here so the hero's code stays in its page's own chunk.
 */
function variants(src: string, width: number) {
  const small = src.replace(/\.webp$/, '-800.webp');
  const avif = (path: string) => path.replace(/\.webp$/, '.avif');
  return {
    webp: `${small} 800w, ${src} ${width}w`,
    avif: `${avif(small)} 800w, ${avif(src)} ${width}w`,
    preload: avif(src),
  };
}

/**
 * A page's main picture, loaded first and early. The built-in one comes in the size the
 * screen needs, in AVIF where the browser takes it and WebP otherwise; a picture that content
 * names instead shows as given. Nothing shows when it cannot load.
 */
export function ResponsivePicture({
  src,
  builtIn,
  width,
  height,
  sizes,
  className,
}: ResponsivePictureProps) {
  const image = (sources: { srcSet?: string; sizes?: string }) => (
    <SafeImage
      className={className}
      src={src}
      {...sources}
      alt=""
      width={width}
      height={height}
      priority
      fallback={null}
    />
  );
  if (src !== builtIn) return image({});
  const srcSets = variants(src, width);
  // Inside a <picture> React preloads nothing by itself: the AVIF the browser will take is
  // asked for in the head, so it loads while the page's HTML is still arriving.
  preload(srcSets.preload, {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSets.avif,
    imageSizes: sizes,
    fetchPriority: 'high',
  });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />
      {image({ srcSet: srcSets.webp, sizes })}
    </picture>
  );
}
