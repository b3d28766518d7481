import { preload } from 'react-dom';
import { responsiveVariants } from '../domain/content/images.ts';
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

function variants(src: string, width: number) {
  const { webp, avif } = responsiveVariants(src);
  return {
    webp: `${webp[0]} 800w, ${webp[1]} ${width}w`,
    avif: `${avif[0]} 800w, ${avif[1]} ${width}w`,
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
  preload(responsiveVariants(src).avif[1], {
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
