import { type RefObject, useEffect, useState } from 'react';

/**
 * What a visitor taps or types into: a fixed thing over one of these is in their way. Buttons,
 * links drawn as buttons and fields; not every text link, or on a short page the chat's button
 * would never show beside the footer's lists of links (the footer keeps room at its end).
 */
const pageControls = ['main', 'footer']
  .map(
    (area) =>
      `${area} :is(button, a[class*="button" i], input:not([type="hidden"]), select, textarea, [role="button"])`,
  )
  .join(', ');

/** A visually hidden control (a 1 px box) is not in anyone's way. */
const smallestControlPx = 2;

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Where a fixed thing stands: at the foot of the screen, just under the fixed top, or moved off. */
export type FixedPlace = 'foot' | 'top' | 'aside';

/** The things at the foot stand 1rem above it (their styles say `bottom: 1rem`). */
const footGapPx = 16;

/** The box `element` takes at the foot of the screen, whatever place it shows in now. */
function footBox(element: HTMLElement): Box {
  const { left, right } = element.getBoundingClientRect();
  const bottom = document.documentElement.clientHeight - footGapPx;
  return { top: bottom - element.offsetHeight, right, bottom, left };
}

/**
 * The box `element` takes just under the fixed top: where the page's scroll-padding-top
 * ends (global.css), which the styles of the top place use too.
 */
function topBox(element: HTMLElement): Box {
  const { left, right } = element.getBoundingClientRect();
  const top = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return { top, right, bottom: top + element.offsetHeight, left };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function coversAControl(place: Box): boolean {
  for (const control of document.querySelectorAll(pageControls)) {
    const box = control.getBoundingClientRect();
    if (box.bottom <= place.top || box.top >= place.bottom) continue;
    if (box.width < smallestControlPx || box.height < smallestControlPx) continue;
    if (overlaps(box, place) && control.checkVisibility({ visibilityProperty: true })) {
      return true;
    }
  }
  return false;
}

function clearPlace(element: HTMLElement, top: boolean): FixedPlace {
  if (element.offsetHeight === 0 || !coversAControl(footBox(element))) return 'foot';
  if (top && !coversAControl(topBox(element))) return 'top';
  return 'aside';
}

/**
 * Where a thing fixed at the foot of the screen (`ref`) can stand without covering one of the
 * page's controls: at the foot, else (with `top`) just under the fixed top, else aside (its
 * styles move it off the screen) until the visitor has scrolled the control clear. On a phone
 * every control is as wide as the screen, so no place is free of them for long; the page's end
 * keeps room for these things (--fixed-bottom-height, global.css) and focus scrolls clear of
 * them (scroll-padding), but a page scrolled by hand may stop with a button under one.
 */
export function useClearOfControls(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, top = false }: { enabled?: boolean; top?: boolean } = {},
): FixedPlace {
  const [place, setPlace] = useState<FixedPlace>('foot');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setPlace('foot');
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      setPlace(clearPlace(element, top));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // Scrolling moves the controls; a resize, content that grows or shrinks, or a status line
    // that comes or goes changes what lies under it.
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    resized.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, enabled, top]);
  return place;
}
