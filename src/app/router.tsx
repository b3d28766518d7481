import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout.tsx';

/** Each page is its own chunk: a first visit downloads only the page it opens. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: page(
          () => import('../pages/home/home-page.tsx'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'about',
        element: page(
          () => import('../pages/about/about-page.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'courses',
        element: page(
          () => import('../pages/courses/courses-page.tsx'),
          (m) => m.CoursesPage,
        ),
      },
      {
        path: 'courses/:slug',
        element: page(
          () => import('../pages/course/course-route.tsx'),
          (m) => m.CourseRoute,
        ),
      },
      {
        path: 'contact',
        element: page(
          () => import('../pages/contact/contact-page.tsx'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'apply',
        element: page(
          () => import('../pages/apply/apply-page.tsx'),
          (m) => m.ApplyPage,
        ),
      },
      {
        path: 'privacy-policy',
        element: page(
          () => import('../pages/privacy/privacy-page.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'terms',
        element: page(
          () => import('../pages/terms/terms-page.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: '*',
        element: page(
          () => import('../pages/not-found/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
