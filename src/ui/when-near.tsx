import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** About a phone screen ahead of the viewport, as deferred widgets use. */
const nearViewport = '600px 0px';

/**
 * Client-only content that mounts as the visitor nears it: nothing is pre-rendered, so no
 * server HTML waits for its code. (A pre-rendered widget in the layout whose code has not
 * arrived would hold every navigation back: React does not commit a transition over HTML it
 * has not hydrated yet.)
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearViewport },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={anchor}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}
