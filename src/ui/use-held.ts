import { type FocusEvent, useEffect, useRef, useState } from 'react';

/**
 * Whether the pointer or keyboard focus is on an element (a carousel holds still meanwhile),
 * with the handlers and ref to put on it. A widget hydrated from the pre-rendered page may
 * already have both when its code arrives: the visitor clicked one of its buttons while the
 * code was on its way, and React hears no pointer entering or focus arriving for that. So they
 * are read from the page when the widget starts, too.
 */
export function useHeld<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.matches(':hover')) setHovered(true);
    if (element.contains(document.activeElement)) setFocused(true);
  }, []);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { ref, held: hovered || focused, handlers };
}
