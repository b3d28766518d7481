import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './legal-page.module.css';
import { PageHero } from './page-hero.tsx';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  summary: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** A readable long-form policy page: one column, numbered headings, a last-updated line. */
export function LegalPage({ title, summary, updated, sections }: LegalPageProps) {
  return (
    <>
      <PageHero title={title} subtitle={summary} />
      <Container size="md" py="xl" className={classes.body}>
        <Text size="sm" c="dimmed">
          Last updated: {updated}
        </Text>
        {sections.map((section, index) => (
          <section key={section.heading}>
            <Title order={2} className={classes.heading}>
              {index + 1}. {section.heading}
            </Title>
            {section.body}
          </section>
        ))}
      </Container>
    </>
  );
}
