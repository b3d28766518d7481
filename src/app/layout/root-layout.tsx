import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatWidget } from '../../features/chat/chat-widget.tsx';
import { ConnectionStatus } from '../../features/pwa/connection-status.tsx';
import { UpdatePrompt } from '../../features/pwa/update-prompt.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import classes from './root-layout.module.css';
import { RouteEffects } from './route-effects.tsx';

const mainId = 'main';

export function RootLayout() {
  // The app has started (hydrated or drawn): buttons work from here on. Tests and monitoring read it.
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
      <main id={mainId} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConnectionStatus />
      <UpdatePrompt />
      <ChatWidget />
    </>
  );
}
