import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change: back to the top of the page, and keyboard and screen-reader focus
 * moved to the new page's main region so it is announced, as a full page load would do.
 */
export function RouteEffects({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);

  return null;
}
