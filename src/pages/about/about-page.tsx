import { Container, Text } from '@mantine/core';
import { site } from '../../domain/site.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const description = `Who we are: ${site.name}, a technology training academy in Kodambakkam, Chennai.`;

export function AboutPage() {
  usePageMeta({ title: 'About Us', description });
  return (
    <>
      <PageHero title="About Us" subtitle={site.blurb} />
      <Container size="lg" py="xl">
        <Text>{site.tagline}</Text>
      </Container>
    </>
  );
}
