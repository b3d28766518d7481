import { type ReactNode, useId } from 'react';
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
  /** A built-in picture that also exists 800 px wide as `name-800.webp`, for phones. */
  smallVariantOf?: string;
  size?: 'tall' | 'short';
  children?: ReactNode;
}

function responsiveSources(src: string, smallVariantOf: string | undefined, width: number) {
  if (!smallVariantOf || src !== smallVariantOf) return {};
  const small = src.replace(/\.webp$/, '-800.webp');
  return { srcSet: `${small} 800w, ${src} ${width}w`, sizes: '100vw' };
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
  return (
    <section className={classes.hero} data-size={size} aria-labelledby={titleId}>
      <SafeImage
        className={classes.background}
        src={image}
        {...responsiveSources(image, smallVariantOf, width)}
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
