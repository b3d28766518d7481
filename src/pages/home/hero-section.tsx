import { type ButtonProps, Container, Group, Text, Title } from '@mantine/core';
import { type CSSProperties, useId } from 'react';
import { images } from '../../domain/content/images.ts';
import type { ButtonVariant, HeroSection as HeroContent } from '../../domain/content/types.ts';
import { keyed } from '../../ui/keyed.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import { ContentButton } from './content-button.tsx';
import classes from './hero-section.module.css';

/** Content variants onto Mantine's, as they read on the hero's dark background. */
const buttonLook: Record<ButtonVariant, ButtonProps> = {
  primary: { variant: 'filled', color: 'accent.5' },
  secondary: { variant: 'white', color: 'brand.8' },
  outline: {
    variant: 'outline',
    color: 'white',
    style: { '--button-hover': 'rgb(255 255 255 / 12%)' } as CSSProperties,
  },
};

/** The built-in hero picture also exists at 800 px wide, for phones. */
function responsiveSources(src: string) {
  if (src !== images.homeHero) return {};
  const small = src.replace(/\.webp$/, '-800.webp');
  return { srcSet: `${small} 800w, ${src} 1600w`, sizes: '100vw' };
}

export function HeroSection({ hero }: { hero: HeroContent }) {
  const titleId = useId();
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <SafeImage
        className={classes.background}
        src={hero.backgroundImage}
        {...responsiveSources(hero.backgroundImage)}
        alt=""
        width={1600}
        height={900}
        priority
        fallback={null}
      />
      <div className={classes.shade} aria-hidden />
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Title order={1} id={titleId} className={classes.title}>
            {hero.title}
          </Title>
          <Text className={classes.subtitle}>{hero.subtitle}</Text>
          {hero.ctaButtons.length > 0 && (
            <Group gap="sm" className={classes.actions}>
              {keyed(hero.ctaButtons, (button) => button.text).map(({ key, item: button }) => (
                <ContentButton
                  key={key}
                  href={button.link || '#'}
                  size="lg"
                  {...buttonLook[button.variant]}
                >
                  {button.text}
                </ContentButton>
              ))}
            </Group>
          )}
          <div className={classes.students}>
            {hero.studentImages.length > 0 && (
              <div className={classes.avatars}>
                {keyed(hero.studentImages.slice(0, 5), (src) => src).map(({ key, item: src }) => (
                  <SafeImage
                    key={key}
                    src={src}
                    alt=""
                    width={96}
                    height={96}
                    priority
                    className={classes.avatar}
                  />
                ))}
              </div>
            )}
            <Text className={classes.studentCount}>{hero.studentCountText}</Text>
          </div>
        </div>
      </Container>
    </section>
  );
}
