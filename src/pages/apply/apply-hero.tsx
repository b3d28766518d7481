import { images } from '../../domain/content/images.ts';
import type { ApplyHero as ApplyHeroContent } from '../../domain/content/types.ts';
import { Container } from '../../ui/container.tsx';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';
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
            <ResponsivePicture
              src={content.imageUrl}
              builtIn={images.applyHero}
              width={1200}
              height={800}
              sizes="(min-width: 48em) 62vw, 100vw"
              className={classes.image}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
