import { courseCatalogue } from '../../src/domain/courses.ts';
import { paths } from '../../src/domain/paths.ts';

export interface RouteExpectation {
  path: string;
  heading: string | RegExp;
  title: string | RegExp;
}

/** Every page of the site with the heading a visitor sees first and the tab title. */
export const routeExpectations: readonly RouteExpectation[] = [
  { path: paths.home, heading: /./, title: 'RAAM Academy | Excellence in Education' },
  { path: paths.about, heading: /about/i, title: /\| Excellence in Education$/ },
  { path: paths.courses, heading: /courses/i, title: 'Courses | Excellence in Education' },
  { path: paths.contact, heading: /contact|get in touch/i, title: /\| Excellence in Education$/ },
  { path: paths.apply, heading: /apply|application/i, title: /\| Excellence in Education$/ },
  ...courseCatalogue.map((course) => ({
    path: paths.course(course.slug),
    heading: course.title,
    title: `${course.title} | Excellence in Education`,
  })),
  {
    path: paths.privacy,
    heading: 'Privacy Policy',
    title: 'Privacy Policy | Excellence in Education',
  },
  {
    path: paths.yourData,
    heading: 'Your data',
    title: 'Your data | Excellence in Education',
  },
  {
    path: paths.terms,
    heading: 'Terms of Service',
    title: 'Terms of Service | Excellence in Education',
  },
];
