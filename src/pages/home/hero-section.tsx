import { type ButtonProps, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { images } from '../../domain/content/images.ts';
import type { ButtonVariant, HeroSection as HeroContent } from '../../domain/content/types.ts';
import { ImageHero } from '../../ui/image-hero.tsx';
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

export function HeroSection({ hero }: { hero: HeroContent }) {
  return (
    <ImageHero
      title={hero.title}
      subtitle={hero.subtitle}
      image={hero.backgroundImage}
      width={1600}
      height={900}
      smallVariantOf={images.homeHero}
      size="tall"
    >
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
    </ImageHero>
  );
}
