/**
 * Calls `onIdle` once, after `ms` without input. The watch starts at the first input, not
 * before: a page nobody has touched since the last return to start holds nothing to clear, so
 * an idle device is not sent back to its start page again and again. With `touchedAlready`
 * (someone used the page before the watch could begin: it begins once the event is read), it
 * starts at once.
 */
// `input` too: a paste, dictation or a chosen option may come with no key or tap at all. Not
// `scroll`: the page scrolls itself (a card brought into view, the focus moved), while a
// student's scroll always comes with a touch, a wheel, a key or a pointer.
const inputEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'touchmove',
  'wheel',
  'input',
];

function movedBy(event: PointerEvent): boolean {
  // Where a browser does not say how far (movementX undefined), the move counts.
  return event.movementX !== 0 || event.movementY !== 0 || event.movementX === undefined;
}

/** Returns the way to stop watching (event mode ended, or the page it watches went away). */
export function watchInactivity(
  target: EventTarget,
  ms: number,
  onIdle: () => void,
  { touchedAlready = false } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const type of inputEvents) target.removeEventListener(type, restart, listenerOptions);
  };
  function restart(event: Event) {
    // The browser sends a pointer that did not move a `pointermove` when the page moves under
    // it (a fixed button stepping aside, a dialog opening): nobody is there.
    if (event.type === 'pointermove' && !movedBy(event as PointerEvent)) return;
    wait();
  }
  function wait() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      onIdle();
    }, ms);
  }
  // Captured and passive: a key a field stops still counts, and watching never delays a
  // scroll.
  const listenerOptions = { capture: true, passive: true };
  for (const type of inputEvents) target.addEventListener(type, restart, listenerOptions);
  if (touchedAlready) wait();
  return stop;
}
