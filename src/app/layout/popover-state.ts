import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether a popover is showing, kept in step with the browser: a popover opens natively from
 * its `popovertarget` button (before the app has started, too) and closes natively (Escape,
 * a tap elsewhere), so its state lives in the DOM and React follows it. One opened before the
 * app started is read once it has.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(':popover-open'));
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [popover]);
  return open;
}

export function showPopover(popover: HTMLElement | null) {
  if (popover && !popover.matches(':popover-open')) popover.showPopover();
}

export function hidePopover(popover: HTMLElement | null) {
  if (popover?.matches(':popover-open')) popover.hidePopover();
}
