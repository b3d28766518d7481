import { Anchor, Container, Text } from '@mantine/core';
import { site, telHref } from '../../domain/site.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const description = `Apply for a course at ${site.name}, Chennai. A counsellor calls you back within 2-3 business days.`;

export function ApplyPage() {
  usePageMeta({ title: 'Apply Now', description });
  return (
    <>
      <PageHero title="Apply Now" subtitle={description} />
      <Container size="lg" py="xl">
        <Text>
          Need help? Call <Anchor href={telHref()}>{site.phone}</Anchor> ({site.helpHours}).
        </Text>
      </Container>
    </>
  );
}
