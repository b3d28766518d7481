import { Anchor, Container, Stack, Text } from '@mantine/core';
import { formatAddress, mailtoHref, site, telHref } from '../../domain/site.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const description = `Call, email or visit ${site.name} in Kodambakkam, Chennai.`;

export function ContactPage() {
  usePageMeta({ title: 'Contact Us', description });
  return (
    <>
      <PageHero title="Contact Us" subtitle={description} />
      <Container size="lg" py="xl">
        <Stack gap="xs">
          <Anchor href={mailtoHref()}>{site.email}</Anchor>
          <Anchor href={telHref()}>{site.phone}</Anchor>
          <Text>{formatAddress()}</Text>
        </Stack>
      </Container>
    </>
  );
}
