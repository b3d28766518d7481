import { images } from '../../domain/content/images.ts';
import type { AboutHero } from '../../domain/content/model-about.ts';
import { ImageHero } from '../../ui/image-hero.tsx';

export function HeroSection({ hero }: { hero: AboutHero }) {
  return (
    <ImageHero
      title={hero.heroTitle}
      subtitle={hero.heroSubtitle}
      image={hero.heroImageUrl}
      width={1600}
      height={700}
      smallVariantOf={images.aboutHero}
    />
  );
}
