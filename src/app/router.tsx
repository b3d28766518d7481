import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';

interface PageCode {
  /** The page component, once its chunk has arrived. */
  loaded?: ComponentType;
  /** Suspends until the chunk arrives. */
  lazy: ComponentType;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

const pageCode = new WeakMap<RouteObject, PageCode>();

/**
 * A page that was preloaded (the pre-rendered page being hydrated, every page at build time)
 * renders at once instead of suspending, so hydration finds the markup the server wrote.
 */
function RoutePage({ code }: { code: PageCode }) {
  const Page = code.loaded ?? code.lazy;
  return <Page />;
}

/** Each page is its own chunk: a first visit downloads only the page it opens. */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  route: Omit<RouteObject, 'element' | 'children'>,
): RouteObject {
  const code: PageCode = {
    lazy: lazy(() => code.preload().then(() => ({ default: code.loaded as ComponentType }))),
    preload: () =>
      load().then((module) => {
        code.loaded = pick(module);
      }),
  };
  const object = { ...route, element: <RoutePage code={code} /> } as RouteObject;
  pageCode.set(object, code);
  return object;
}

const pageRoutes: RouteObject[] = [
  page(
    () => import('../pages/home/home-page.tsx'),
    (m) => m.HomePage,
    { index: true },
  ),
  page(
    () => import('../pages/about/about-page.tsx'),
    (m) => m.AboutPage,
    { path: 'about' },
  ),
  page(
    () => import('../pages/courses/courses-page.tsx'),
    (m) => m.CoursesPage,
    { path: 'courses' },
  ),
  page(
    () => import('../pages/course/course-route.tsx'),
    (m) => m.CourseRoute,
    { path: 'courses/:slug' },
  ),
  page(
    () => import('../pages/contact/contact-page.tsx'),
    (m) => m.ContactPage,
    { path: 'contact' },
  ),
  page(
    () => import('../pages/apply/apply-page.tsx'),
    (m) => m.ApplyPage,
    { path: 'apply' },
  ),
  page(
    () => import('../pages/privacy/privacy-page.tsx'),
    (m) => m.PrivacyPage,
    { path: 'privacy-policy' },
  ),
  page(
    () => import('../pages/terms/terms-page.tsx'),
    (m) => m.TermsPage,
    { path: 'terms' },
  ),
  page(
    () => import('../pages/not-found/not-found-page.tsx'),
    (m) => m.NotFoundPage,
    { path: '*' },
  ),
];

export const routes: RouteObject[] = [{ element: <RootLayout />, children: pageRoutes }];

/** Loads the code of the page at `pathname`, so it renders without a loader. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => pageCode.get(match.route)?.preload()));
}

/** Loads every page's code (pre-rendering renders them all). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(pageRoutes.map((route) => pageCode.get(route)?.preload()));
}
