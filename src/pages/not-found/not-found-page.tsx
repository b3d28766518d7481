import { Anchor, Button, Container, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths.ts';
import { usePageMeta } from '../../ui/use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you were looking for is not on this site.',
  });
  return (
    <Container size="sm" py={64}>
      <Text c="brand.8" fw={700} fz={48} lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} mt="md">
        Page not found
      </Title>
      <Text mt="md" size="lg">
        We could not find that page. It may have moved, or the address may have a typo.
      </Text>
      <Button component={Link} to={paths.home} mt="xl" size="md">
        Back to the home page
      </Button>
      <Text mt="xl" fw={600}>
        Or try one of these:
      </Text>
      <List mt="xs" spacing="xs">
        <List.Item>
          <Anchor component={Link} to={paths.courses}>
            All courses
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.apply}>
            Apply for a course
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.contact}>
            Contact us
          </Anchor>
        </List.Item>
      </List>
    </Container>
  );
}
