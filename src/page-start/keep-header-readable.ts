import { headerSolidPastPx, siteHeaderId } from '../domain/site-header.ts';

/**
 * Renders the header white as the page scrolls, before the app has started: a transparent
 * header over the page's text would make both unreadable. Once the app is ready it renders the
 * header itself (src/app/layout/header.tsx), and this listener stops.
 */
export function keepHeaderReadable(): void {
  if (document.documentElement.dataset.appReady === 'true') {
    removeEventListener('scroll', keepHeaderReadable);
    return;
  }
  const header = document.getElementById(siteHeaderId);
  if (!header) return;
  if (scrollY > headerSolidPastPx) header.setAttribute('data-scrolled', 'true');
  else header.removeAttribute('data-scrolled');
}
