import { StrictMode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { AppRoutes } from './app.tsx';
import { RenderFailed } from './layout/render-failed.tsx';
import { PageRouter } from './page-router.tsx';

/** The app in the browser: its routes under the browser's router. */
export function AppRoot() {
  return (
    <StrictMode>
      <PageRouter>
        {/* Should the layout itself throw, a page in the site's look rather than a blank one. */}
        <ErrorBoundary
          fallback={(reset) => (
            <main>
              <RenderFailed reset={reset} />
            </main>
          )}
        >
          <AppRoutes />
        </ErrorBoundary>
      </PageRouter>
    </StrictMode>
  );
}
