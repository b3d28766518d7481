import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { courseCatalogue } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

export function HomePage() {
  usePageMeta({ description: site.description });
  return (
    <>
      <PageHero title={site.title} subtitle={site.description}>
        <Group mt="xl">
          <Button component={Link} to={paths.courses} size="md">
            Explore Courses
          </Button>
          <Button component={Link} to={paths.apply} size="md" variant="outline">
            Apply Now
          </Button>
        </Group>
      </PageHero>
      <Container size="lg" py="xl">
        <Title order={2}>Our courses</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
          {courseCatalogue.map((course) => (
            <Text key={course.slug} component={Link} to={paths.course(course.slug)} fw={600}>
              {course.title}
            </Text>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
