import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { markClientRender } from '../../ui/use-hydrated.ts';

/**
 * On every path change: back to the top of the page, and keyboard and screen-reader focus
 * moved to the new page's main region so it is announced, as a full page load would do. The
 * first page is left where it is: it was pre-rendered, and the visitor may have scrolled it
 * before the app started.
 */
export function RouteEffects({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // Rendered before the page under it: a page the visitor goes to is the app's own rendering.
  if (pathname !== firstPath.current) markClientRender();

  useLayoutEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);

  return null;
}
