import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';

interface PageCode {
  /** The page module's path from this file. */
  source: string;
  /** The page component, once its chunk has arrived. */
  loaded?: ComponentType;
  /** Suspends until the chunk arrives. */
  lazy: ComponentType;
  /** Loads the page's code (and its data for `pathname`); resolves once it can render at once. */
  preload(pathname?: string): Promise<void>;
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

/**
 * Each page is its own chunk: a first visit downloads only the page it opens. Keyed by source
 * path, so pre-rendering can tell which chunk (and stylesheet) each route's HTML needs.
 */
/** A page module exports its component, and may export what must load before it renders. */
type PageModule = Record<string, unknown> & {
  preloadRouteData?: (pathname: string) => Promise<void>;
};

const pageModules = import.meta.glob<PageModule>([
  '../pages/*/*-page.tsx',
  '../pages/course/course-route.tsx',
  // Rendered by course-route.tsx, not a route of its own.
  '!../pages/course/course-page.tsx',
]);

function page(source: string, name: string, route: Omit<RouteObject, 'element' | 'children'>) {
  const load = pageModules[source];
  if (!load) throw new Error(`No page module at ${source}`);
  const code: PageCode = {
    source,
    lazy: lazy(() => code.preload().then(() => ({ default: code.loaded as ComponentType }))),
    preload: async (pathname) => {
      const module = await load();
      const component = module[name];
      if (typeof component !== 'function') throw new Error(`${source} exports no ${name}`);
      if (pathname !== undefined) await module.preloadRouteData?.(pathname);
      code.loaded = component as ComponentType;
    },
  };
  const object = { ...route, element: <RoutePage code={code} /> } as RouteObject;
  pageCode.set(object, code);
  return object;
}

const pageRoutes: RouteObject[] = [
  page('../pages/home/home-page.tsx', 'HomePage', { index: true }),
  page('../pages/about/about-page.tsx', 'AboutPage', { path: 'about' }),
  page('../pages/courses/courses-page.tsx', 'CoursesPage', { path: 'courses' }),
  page('../pages/course/course-route.tsx', 'CourseRoute', { path: 'courses/:slug' }),
  page('../pages/course-plan/course-plan-page.tsx', 'CoursePlanPage', {
    path: 'courses/:slug/plan',
  }),
  page('../pages/contact/contact-page.tsx', 'ContactPage', { path: 'contact' }),
  page('../pages/apply/apply-page.tsx', 'ApplyPage', { path: 'apply' }),
  page('../pages/privacy/privacy-page.tsx', 'PrivacyPage', { path: 'privacy-policy' }),
  page('../pages/your-data/your-data-page.tsx', 'YourDataPage', { path: 'your-data' }),
  page('../pages/terms/terms-page.tsx', 'TermsPage', { path: 'terms' }),
  page('../pages/event/event-page.tsx', 'EventPage', { path: 'event' }),
  page('../pages/not-found/not-found-page.tsx', 'NotFoundPage', { path: '*' }),
];

export const routes: RouteObject[] = [{ element: <RootLayout />, children: pageRoutes }];

/** Loads the code of the page at `pathname`, so it renders without a loader. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => pageCode.get(match.route)?.preload(pathname)));
}

/** The source paths (from this file) of the page modules that render `pathname`. */
export function pageSources(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => pageCode.get(match.route)?.source ?? []);
}

/** Loads every page's code (pre-rendering renders them all). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(pageRoutes.map((route) => pageCode.get(route)?.preload()));
}
