import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';

export const placeholderImage = '/images/placeholder.svg';

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** Shown instead when the image cannot load: an image path, or any element. */
  fallback?: string | ReactNode;
  /** Above-the-fold images load at once and early; everything else waits until it is near. */
  priority?: boolean;
  /**
   * The same picture in AVIF (one file, or a `srcSet` with `sizes`), which the browsers that
   * show AVIF take instead: about half the bytes. Inside a <picture> React preloads nothing by
   * itself: a main picture's caller asks for its AVIF with react-dom's `preload` (not here,
   * where react-dom's module would come into the shared chunk, 0.2 kB more on every page).
   */
  avif?: { src: string; srcSet?: string; sizes?: string } | undefined;
}

/**
 * An image that never leaves a broken icon or a jump in the layout: it has intrinsic size,
 * loads lazily unless it matters for the first paint, and falls back when it fails.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  fallback = placeholderImage,
  priority = false,
  avif,
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = !src || failedSrc === src;
  // The fallback picture is a file too: offline, before anything kept it, it fails as well.
  const [fallbackFailed, setFallbackFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // A pre-rendered picture may have failed before the app started and could listen for it.
  useEffect(() => {
    const image = ref.current;
    if (!failed && image?.complete && image.naturalWidth === 0 && image.naturalHeight === 0) {
      setFailedSrc(src);
    }
  }, [failed, src]);

  if (failed && typeof fallback !== 'string') return <>{fallback}</>;
  const image = (
    <img
      {...rest}
      ref={ref}
      src={failed ? (fallback as string) : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => (failed ? setFallbackFailed(true) : setFailedSrc(src))}
      // An empty box of the picture's size rather than the browser's broken-picture icon.
      style={failed && fallbackFailed ? { ...rest.style, visibility: 'hidden' } : rest.style}
    />
  );
  // Once the picture has failed its <source> goes, or it would still hide the fallback.
  return avif ? (
    <picture>
      {!failed && <source type="image/avif" srcSet={avif.srcSet ?? avif.src} sizes={avif.sizes} />}
      {image}
    </picture>
  ) : (
    image
  );
}
