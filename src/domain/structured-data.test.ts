import { expect, test } from 'vitest';
import { aiMlPage } from './course-pages/ai-ml.ts';
import {
  courseListStructuredData,
  courseStructuredData,
  educationalOrganisation,
  organisationId,
} from './structured-data.ts';

const origin = 'https://www.example.in';

test('the academy is an EducationalOrganization with its address and absolute URLs', () => {
  const organisation = educationalOrganisation(origin);
  expect(organisation).toMatchObject({
    '@type': 'EducationalOrganization',
    '@id': `${origin}/#organization`,
    url: `${origin}/`,
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
  });
  expect(String(organisation.logo)).toMatch(/^https:\/\/www\.example\.in\//);
});

test('a course page is a Course provided by the academy, with its modules and workload', () => {
  const course = courseStructuredData(aiMlPage, origin);
  expect(course).toMatchObject({
    '@type': 'Course',
    name: aiMlPage.hero.title,
    url: `${origin}/courses/ai-ml`,
    provider: { '@id': organisationId(origin) },
    hasCourseInstance: { courseWorkload: `PT${aiMlPage.facts.hours}H` },
  });
  expect(course.teaches).toHaveLength(aiMlPage.curriculum.modules.length);
});

test('the courses overview lists each course in order, linked to its page', () => {
  const list = courseListStructuredData(
    [
      {
        title: 'Python Programming',
        description: 'From basics to projects.',
        path: '/courses/python',
      },
      { title: 'Robotics', description: 'Build robots.', path: '/courses/robotics' },
    ],
    origin,
  );
  expect(list['@type']).toBe('ItemList');
  expect(list.itemListElement).toEqual([
    expect.objectContaining({
      position: 1,
      item: expect.objectContaining({
        '@type': 'Course',
        name: 'Python Programming',
        url: `${origin}/courses/python`,
        provider: expect.objectContaining({ '@id': organisationId(origin) }),
      }),
    }),
    expect.objectContaining({ position: 2, item: expect.objectContaining({ name: 'Robotics' }) }),
  ]);
});
