import { Container, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { images } from '../../domain/content/images.ts';
import type { AboutHero } from '../../domain/content/types.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import classes from './hero-section.module.css';

/** The built-in hero picture also exists at 800 px wide, for phones. */
function responsiveSources(src: string) {
  if (src !== images.aboutHero) return {};
  const small = src.replace(/\.webp$/, '-800.webp');
  return { srcSet: `${small} 800w, ${src} 1600w`, sizes: '100vw' };
}

export function HeroSection({ hero }: { hero: AboutHero }) {
  const titleId = useId();
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <SafeImage
        className={classes.background}
        src={hero.heroImageUrl}
        {...responsiveSources(hero.heroImageUrl)}
        alt=""
        width={1600}
        height={700}
        priority
        fallback={null}
      />
      <div className={classes.shade} aria-hidden />
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Title order={1} id={titleId} className={classes.title}>
            {hero.heroTitle}
          </Title>
          <Text className={classes.subtitle}>{hero.heroSubtitle}</Text>
        </div>
      </Container>
    </section>
  );
}
