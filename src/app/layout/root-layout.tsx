import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatWidget } from '../../features/chat/index.ts';
import { loadEventBar, useDevicePolicy } from '../../features/event/index.ts';
import { ConnectionStatus, UpdatePrompt } from '../../features/pwa/index.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { StatusRegion } from '../../ui/status-region.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageOpenNotice } from './page-open-notice.tsx';
import { RenderFailed } from './render-failed.tsx';
import classes from './root-layout.module.css';
import { RouteEffects } from './route-effects.tsx';

const mainId = 'main';

/** Event mode's code loads only on a device where it is on. */
const EventBar = lazyPart(loadEventBar);

export function RootLayout() {
  const { pathname } = useLocation();
  const { runsEvent } = useDevicePolicy();
  // The app has started (hydrated or rendered): buttons work from here on. Tests and monitoring read it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <a href={`#${mainId}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <RouteEffects mainId={mainId} />
      <Header />
      {runsEvent && (
        // Its code failing to load says so in its place; this keeps a render error there too.
        <ErrorBoundary fallback={() => null}>
          <EventBar />
        </ErrorBoundary>
      )}
      <main id={mainId} tabIndex={-1} className={classes.main}>
        {/* A page that throws leaves the header and footer working; another page is shown anew. */}
        <ErrorBoundary resetKey={pathname} fallback={(reset) => <RenderFailed reset={reset} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <StatusRegion>
        {/* Newest news on top, the lasting offline line at the foot. */}
        <UpdatePrompt />
        <PageOpenNotice />
        <ConnectionStatus />
      </StatusRegion>
      <ChatWidget />
    </>
  );
}
