import type { ReactNode } from 'react';
import { Container } from './container.tsx';
import classes from './page-hero.module.css';
import { Text } from './text.tsx';
import { Title } from './title.tsx';

interface PageHeroProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The band every inner page opens with: the page's one h1 and a line on what it is for. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && (
          <Text size="lg" className={classes.subtitle}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </section>
  );
}
