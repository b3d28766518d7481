import { type ComponentType, use } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { findCourse } from '../../domain/courses.ts';
import { paths } from '../../domain/paths.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { coursePage } from './course-data.ts';
import { CoursePage } from './course-page.tsx';

/**
 * An unknown course is the not-found page, whose code is its own route's chunk: course pages
 * do not carry it. Loaded before a pre-rendered page for such a path is rendered, so it shows at
 * once there.
 */
const loadNotFound = () =>
  import('../not-found/not-found-page.tsx').then((module) => {
    notFoundLoaded = module.NotFoundPage;
    return module.NotFoundPage;
  });
let notFoundLoaded: ComponentType | undefined;
const LazyNotFound = lazyPart(loadNotFound);

function NotFound() {
  const Page = notFoundLoaded ?? LazyNotFound;
  return <Page />;
}

/** Loads the data of the course at `pathname` (before a pre-rendered course page is hydrated). */
export async function preloadRouteData(pathname: string): Promise<void> {
  const segment = /^\/courses\/([^/]+)\/?$/i.exec(pathname)?.[1];
  const course = segment === undefined ? undefined : findCourse(segment);
  if (course) await coursePage(course.slug);
  else await loadNotFound();
}

function CourseBySlug({ slug }: { slug: string }) {
  const page = use(coursePage(slug));
  return page ? <CoursePage course={page} /> : <NotFound />;
}

/**
 * `/courses/:slug` in any casing or old spelling reaches its course, under one canonical URL;
 * anything else is the not-found page.
 */
export function CourseRoute() {
  const { slug = '' } = useParams();
  const course = findCourse(slug);
  if (!course) return <NotFound />;
  if (course.slug !== slug) return <Navigate to={paths.course(course.slug)} replace />;
  return <CourseBySlug slug={course.slug} />;
}
