import { Navigate, useParams } from 'react-router-dom';
import { getCoursePage } from '../../domain/course-pages/course-pages.ts';
import { findCourse } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { CoursePage } from './course-page.tsx';

/**
 * `/courses/:slug` in any casing or old spelling reaches its course, under one canonical URL;
 * anything else is the not-found page.
 */
export function CourseRoute() {
  const { slug = '' } = useParams();
  const course = findCourse(slug);
  const page = course && getCoursePage(course.slug);
  if (!course || !page) return <NotFoundPage />;
  if (course.slug !== slug) return <Navigate to={paths.course(course.slug)} replace />;
  return <CoursePage course={page} />;
}
