import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CourseEntry } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

export function CoursePage({ course }: { course: CourseEntry }) {
  const description = `${course.title} at ${site.name}, Kodambakkam, Chennai: curriculum, projects, duration and how to apply.`;
  usePageMeta({ title: course.title, description });
  return (
    <>
      <PageHero title={course.title} subtitle={description}>
        <Group mt="xl">
          <Button component={Link} to={paths.apply} size="md">
            Apply Now
          </Button>
        </Group>
      </PageHero>
      <Container size="lg" py="xl" />
    </>
  );
}
