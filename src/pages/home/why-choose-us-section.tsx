import { Container, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { WhyChooseUsSection as WhyChooseUsContent } from '../../domain/content/types.ts';
import { ContentIcon } from '../../ui/content-icon.tsx';
import { keyed } from '../../ui/keyed.ts';
import sections from '../../ui/sections.module.css';
import classes from './why-choose-us-section.module.css';

export function WhyChooseUsSection({ content }: { content: WhyChooseUsContent }) {
  const titleId = useId();
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={sections.heading}>
          <Title order={2} id={titleId} className={sections.title}>
            {content.title}
          </Title>
          <Text className={sections.subtitle}>{content.subtitle}</Text>
        </div>
        <ul className={classes.list}>
          {keyed(content.features, (feature) => feature.title).map(({ key, item: feature }) => (
            <li key={key} className={classes.card}>
              <span className={classes.icon}>
                <ContentIcon name={feature.icon} size={28} stroke={1.75} />
              </span>
              <Title order={3} className={classes.cardTitle}>
                {feature.title}
              </Title>
              <Text className={classes.description}>{feature.description}</Text>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
