import { useId } from 'react';
import type { CommunityCta } from '../../domain/content/model-about.ts';
import { paths } from '../../domain/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Group } from '../../ui/group.tsx';
import { Icon } from '../../ui/icon.tsx';
import classes from './community-cta-section.module.css';

export function CommunityCtaSection({ cta }: { cta: CommunityCta }) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.panel}>
          <h2 id={titleId} className={classes.title}>
            {cta.ctaTitle}
          </h2>
          <p className={classes.subtitle}>{cta.ctaSubtitle}</p>
          <Group justify="center" gap="sm" className={classes.actions}>
            <ButtonLink to={paths.courses} size="lg" look="outline">
              Explore Courses
            </ButtonLink>
            <ButtonLink
              to={paths.apply}
              size="lg"
              look="accent"
              className={classes.apply}
              rightSection={<Icon name="arrow-right" size={20} />}
            >
              Apply Now
            </ButtonLink>
          </Group>
        </div>
      </Container>
    </section>
  );
}
