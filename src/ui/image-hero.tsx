import { type ReactNode, useId } from 'react';
import { preload } from 'react-dom';
import { Container } from './container.tsx';
import classes from './image-hero.module.css';
import { SafeImage } from './safe-image.tsx';
import { Text } from './text.tsx';
import { Title } from './title.tsx';

interface ImageHeroProps {
  title: string;
  subtitle: string;
  /** The background picture; white text stays readable over it through a brand-blue shade. */
  image: string;
  width: number;
  height: number;
  /**
   * A built-in picture that also exists 800 px wide as `name-800.webp`, for phones, and both
   * sizes in AVIF (`name.avif`, `name-800.avif`), about half the bytes.
   */
  smallVariantOf?: string;
  size?: 'tall' | 'short';
  children?: ReactNode;
}

function responsiveSources(src: string, smallVariantOf: string | undefined, width: number) {
  if (!smallVariantOf || src !== smallVariantOf) return undefined;
  const small = src.replace(/\.webp$/, '-800.webp');
  const sizes = '100vw';
  return {
    webp: { srcSet: `${small} 800w, ${src} ${width}w`, sizes },
    avif: {
      srcSet: `${small.replace(/\.webp$/, '.avif')} 800w, ${src.replace(/\.webp$/, '.avif')} ${width}w`,
      sizes,
    },
  };
}

/** A page's opening band: its h1 and subtitle in white over a full-bleed picture. */
export function ImageHero({
  title,
  subtitle,
  image,
  width,
  height,
  smallVariantOf,
  size = 'short',
  children,
}: ImageHeroProps) {
  const titleId = useId();
  const responsive = responsiveSources(image, smallVariantOf, width);
  if (responsive) {
    preload(image.replace(/\.webp$/, '.avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: responsive.avif.srcSet,
      imageSizes: responsive.avif.sizes,
      fetchPriority: 'high',
    });
  }
  const background = (sources: { srcSet?: string; sizes?: string }) => (
    <SafeImage
      className={classes.background}
      src={image}
      {...sources}
      alt=""
      width={width}
      height={height}
      priority
      fallback={null}
    />
  );
  return (
    <section className={classes.hero} data-size={size} aria-labelledby={titleId}>
      {responsive ? (
        // The browser takes the AVIF and falls back to the WebP; inside a <picture> React
        // preloads nothing by itself, so the AVIF's preload is asked for above.
        <picture>
          <source type="image/avif" srcSet={responsive.avif.srcSet} sizes={responsive.avif.sizes} />
          {background(responsive.webp)}
        </picture>
      ) : (
        background({})
      )}
      <div className={classes.shade} aria-hidden />
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Title order={1} id={titleId} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.subtitle}>{subtitle}</Text>
          {children}
        </div>
      </Container>
    </section>
  );
}
