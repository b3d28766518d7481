import { useId } from 'react';
import type { WhyChooseUsSection as WhyChooseUsContent } from '../../domain/content/model-home.ts';
import { Container } from '../../ui/container.tsx';
import { ContentIcon } from '../../ui/content-icon.tsx';
import { keyed } from '../../ui/keyed.ts';
import sections from '../../ui/sections.module.css';
import { SectionHeading } from './section-heading.tsx';
import classes from './why-choose-us-section.module.css';

export function WhyChooseUsSection({ content }: { content: WhyChooseUsContent }) {
  const titleId = useId();
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <Container size="lg">
        <SectionHeading id={titleId} title={content.title} subtitle={content.subtitle} />
        <ul className={classes.list}>
          {keyed(content.features, (feature) => feature.title).map(({ key, item: feature }) => (
            <li key={key} className={classes.card}>
              <span className={classes.icon}>
                <ContentIcon name={feature.icon} size={28} stroke={1.75} />
              </span>
              <h3 className={classes.cardTitle}>{feature.title}</h3>
              <p className={classes.description}>{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
