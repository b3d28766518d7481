import { courseCatalogue } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';

export interface NavItem {
  label: string;
  to: string;
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
];

export const courseNav: readonly NavItem[] = courseCatalogue.map((course) => ({
  label: course.menuLabel,
  to: paths.course(course.slug),
}));

export const contactNav: NavItem = { label: 'Contact', to: paths.contact };
