// The app, started by boot.ts once the page has painted.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { preloadPage } from './app/router.tsx';
import { isPageName } from './domain/content/types.ts';
import { setPrerenderedContent } from './features/content/index.ts';
import {
  listenForInstallOffer,
  registerServiceWorker,
  warmUpWhenIdle,
} from './features/pwa/index.ts';
import { watchFailedStylesheets } from './lib/failed-stylesheets.ts';
import { report } from './lib/report.ts';
import { markClientRender } from './ui/use-hydrated.ts';

const app = <AppRoot />;

async function start(container: HTMLElement) {
  listenForInstallOffer();
  watchFailedStylesheets();
  // A pre-rendered page answers its route's every spelling (/courses/Oops, /About/): the
  // address bar shows the canonical one, as the app's own redirect would.
  const { path, content } = container.dataset;
  if (path !== undefined && path !== window.location.pathname) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  }
  try {
    await preloadPage(window.location.pathname);
  } catch (error) {
    // The page's code is gone (a release since this page was sent) or unreachable: the
    // pre-rendered page stays, its links load pages from the server, and going back or forward
    // loads that page too, since no app is there to show it. Reported: a page's code that
    // throws as it loads ends here too.
    report('The page works without its app: its code did not load', error);
    window.addEventListener('popstate', () => window.location.reload());
    return;
  }
  if (path === undefined) {
    // The not-found page (or a bare shell): rendered again for this address, by the app itself.
    markClientRender();
    createRoot(container).render(app);
  } else {
    setPrerenderedContent(content?.split(' ').filter(isPageName) ?? []);
    // Hydrating in a transition lets the browser answer the visitor between slices of work.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
  registerServiceWorker();
  // Fetching the whole site for offline use needs a service worker to keep it: its code waits
  // for one.
  void navigator.serviceWorker?.ready.then(() => warmUpWhenIdle());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
