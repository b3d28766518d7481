import { type RefObject, useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a popover is showing, kept in step with the browser: a popover opens natively from
 * its `popovertarget` button (before the app has started, too) and closes natively (Escape,
 * a tap elsewhere), so its state lives in the DOM and React follows it. One opened before the
 * app started is read once it has; one still closed then renders nothing again.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = popover.current;
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [popover],
  );
  return useSyncExternalStore(
    subscribe,
    () => popover.current?.matches(':popover-open') ?? false,
    () => false,
  );
}

export function showPopover(popover: HTMLElement | null) {
  if (popover && !popover.matches(':popover-open')) popover.showPopover();
}

export function hidePopover(popover: HTMLElement | null) {
  if (popover?.matches(':popover-open')) popover.hidePopover();
}
