import { type ReactNode, useEffect, useRef } from 'react';
import classes from './status-region.module.css';
import { useClearOfControls } from './use-clear-of-controls.ts';

/**
 * The one place at the foot of the screen where the site's status lines show (the offline
 * line, a page that could not open, a new version), one above the other, beside the chat
 * launcher. Each line keeps its own role; this container is only where they stand.
 */
export function StatusRegion({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // News must be seen: under the fixed top before it steps aside.
  const place = useClearOfControls(ref, { top: true });

  // The page keeps room at its end for what stands here (--fixed-bottom-height, global.css).
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const root = document.documentElement;
    const measured = new ResizeObserver(() => {
      // Every element inherits the root's custom properties, so setting one restyles the whole
      // page: an empty region (most visits) sets nothing, and global.css falls back to 0px.
      const height = region.offsetHeight;
      if (height > 0) root.style.setProperty('--status-region-height', `${height}px`);
      else root.style.removeProperty('--status-region-height');
    });
    measured.observe(region);
    return () => {
      measured.disconnect();
      root.style.removeProperty('--status-region-height');
    };
  }, []);

  return (
    <div ref={ref} className={classes.region} data-place={place}>
      {children}
    </div>
  );
}
