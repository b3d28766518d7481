import { type ReactNode, useId } from 'react';
import { Container } from './container.tsx';
import classes from './image-hero.module.css';
import { ResponsivePicture } from './responsive-picture.tsx';
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
  /** The built-in picture (one of `responsiveImages`): while `image` is it, the screen gets the
   * size and format it needs. */
  smallVariantOf?: string;
  size?: 'tall' | 'short';
  children?: ReactNode;
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
      {smallVariantOf ? (
        <ResponsivePicture
          src={image}
          builtIn={smallVariantOf}
          width={width}
          height={height}
          sizes="100vw"
          className={classes.background}
        />
      ) : (
        <SafeImage
          className={classes.background}
          src={image}
          alt=""
          width={width}
          height={height}
          priority
          fallback={null}
        />
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
