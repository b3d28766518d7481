import { images } from '../../domain/content/images.ts';
import type { ButtonVariant, HeroSection as HeroContent } from '../../domain/content/model-home.ts';
import type { ButtonLook } from '../../ui/button.tsx';
import { Group } from '../../ui/group.tsx';
import { ImageHero } from '../../ui/image-hero.tsx';
import { keyed } from '../../ui/keyed.ts';
import { SafeImage } from '../../ui/safe-image.tsx';
import { ContentButton } from './content-button.tsx';
import classes from './hero-section.module.css';

/** Content variants onto the site's button looks, as they read on the hero's dark background. */
const buttonLook: Record<ButtonVariant, ButtonLook> = {
  primary: 'accent',
  secondary: 'white',
  outline: 'outline-on-dark',
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
              look={buttonLook[button.variant]}
            >
              {button.text}
            </ContentButton>
          ))}
        </Group>
      )}
      <div className={classes.students}>
        {hero.studentImages.length > 0 && (
          // Loaded once the page is laid out, not preloaded beside the hero picture: on a slow
          // link every picture asked for at once shares it, and the hero, the page's largest
          // paint, then takes as long as all of them (docs/performance.md, the patchy link).
          <div className={classes.avatars}>
            {keyed(hero.studentImages.slice(0, 5), (src) => src).map(({ key, item: src }) => (
              <SafeImage
                key={key}
                src={src}
                alt=""
                width={96}
                height={96}
                className={classes.avatar}
              />
            ))}
          </div>
        )}
        <p className={classes.studentCount}>{hero.studentCountText}</p>
      </div>
    </ImageHero>
  );
}
