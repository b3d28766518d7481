import { useId } from 'react';
import type { CtaSection as CtaContent } from '../../domain/content/model-home.ts';
import { paths } from '../../domain/paths.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import { SafeImage } from '../../ui/safe-image.tsx';
import { ContentButton } from './content-button.tsx';
import classes from './cta-section.module.css';

export function CtaSection({ content }: { content: CtaContent }) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.panel}>
          <div className={classes.copy}>
            <h2 id={titleId} className={classes.title}>
              {content.title}
            </h2>
            <p className={classes.description}>{content.description}</p>
            <ContentButton
              href={content.buttonLink || paths.apply}
              size="lg"
              look="accent"
              className={classes.button}
              rightSection={<Icon name="arrow-right" size={20} />}
            >
              {content.buttonText || 'Apply Now'}
            </ContentButton>
          </div>
          <SafeImage
            src={content.imageUrl}
            alt=""
            width={800}
            height={600}
            className={classes.image}
            fallback={null}
          />
        </div>
      </Container>
    </section>
  );
}
