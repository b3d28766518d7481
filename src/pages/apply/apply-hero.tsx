import { images } from '../../domain/content/images.ts';
import type { ApplyHero as ApplyHeroContent } from '../../domain/content/model-apply.ts';
import { Container } from '../../ui/container.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import classes from './apply-hero.module.css';

/** A dark banner with the page's one h1 over the application illustration. */
export function ApplyHero({ content }: { content: ApplyHeroContent }) {
  return (
    <section aria-labelledby="apply-title" className={classes.section}>
      <Container size="lg">
        <div className={classes.panel}>
          <div className={classes.copy}>
            <h1 id="apply-title" className={classes.title}>
              {content.title}
            </h1>
            <p className={classes.subtitle}>{content.subtitle}</p>
          </div>
          <div className={classes.media}>
            <SafeImage
              src={content.imageUrl}
              // The built-in picture also comes 800 px wide, enough for a phone.
              {...(content.imageUrl === images.applyHero && {
                srcSet: `${images.applyHero.replace(/\.webp$/, '-800.webp')} 800w, ${images.applyHero} 1200w`,
                sizes: '(min-width: 48em) 62vw, 100vw',
              })}
              alt=""
              width={1200}
              height={800}
              priority
              className={classes.image}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
