import { type ReactNode, useId } from 'react';
import { preload } from 'react-dom';
import { avifOf } from '../domain/content/avif-twins.ts';
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
    srcSet: `${small} 800w, ${src} ${width}w`,
    sizes,
    avif: { src: avifOf(src), srcSet: `${avifOf(small)} 800w, ${avifOf(src)} ${width}w`, sizes },
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
    // Inside a <picture> React preloads nothing by itself; browsers that cannot show AVIF
    // skip a hint of its type.
    preload(responsive.avif.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: responsive.avif.srcSet,
      imageSizes: responsive.avif.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <section className={classes.hero} data-size={size} aria-labelledby={titleId}>
      <SafeImage
        className={classes.background}
        src={image}
        {...responsive}
        alt=""
        width={width}
        height={height}
        priority
        fallback={null}
      />
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
