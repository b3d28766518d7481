import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CommunityCta } from '../../domain/content/types.ts';
import { paths } from '../../domain/paths.ts';
import classes from './community-cta-section.module.css';

export function CommunityCtaSection({ cta }: { cta: CommunityCta }) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.panel}>
          <Title order={2} id={titleId} className={classes.title}>
            {cta.ctaTitle}
          </Title>
          <Text className={classes.subtitle}>{cta.ctaSubtitle}</Text>
          <Group justify="center" gap="sm" className={classes.actions}>
            <Button component={Link} to={paths.courses} size="lg" variant="outline">
              Explore Courses
            </Button>
            <Button
              component={Link}
              to={paths.apply}
              size="lg"
              color="accent.5"
              rightSection={<IconArrowRight size={20} aria-hidden />}
            >
              Apply Now
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}
