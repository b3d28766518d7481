import { Anchor, Container, List } from '@mantine/core';
import { Link } from 'react-router-dom';
import { courseCatalogue } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const description =
  'Technology and soft-skills courses in Chennai: AI & Machine Learning, Robotics, Data Science, Python, Full Stack Development, Object-Oriented Programming and Soft Skills.';

export function CoursesPage() {
  usePageMeta({ title: 'Courses', description });
  return (
    <>
      <PageHero title="Our Courses" subtitle={description} />
      <Container size="lg" py="xl">
        <List spacing="sm">
          {courseCatalogue.map((course) => (
            <List.Item key={course.slug}>
              <Anchor component={Link} to={paths.course(course.slug)}>
                {course.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Container>
    </>
  );
}
