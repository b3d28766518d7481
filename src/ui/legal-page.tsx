import type { ReactNode } from 'react';
import { Container } from './container.tsx';
import classes from './legal-page.module.css';
import { PageHero } from './page-hero.tsx';
import { Text } from './text.tsx';
import { Title } from './title.tsx';

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
      <Container size="md" className={classes.body}>
        <Text size="sm" dimmed>
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
