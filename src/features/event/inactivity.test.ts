import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { watchInactivity } from './inactivity.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const idleMs = 30_000;

function input(type = 'pointerdown') {
  window.dispatchEvent(new Event(type));
}

test('after the period without input it fires once, and input restarts the wait', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle);
  input();
  vi.advanceTimersByTime(idleMs - 1);
  input('keydown');
  vi.advanceTimersByTime(idleMs - 1);
  input('touchstart');
  vi.advanceTimersByTime(idleMs - 1);
  input('wheel');
  vi.advanceTimersByTime(idleMs - 1);
  input('touchmove');
  vi.advanceTimersByTime(idleMs - 1);
  input('input');
  vi.advanceTimersByTime(idleMs - 1);
  expect(onIdle).not.toHaveBeenCalled();
  // The page scrolling itself (a card brought into view) is no one's input.
  input('scroll');
  vi.advanceTimersByTime(1);
  expect(onIdle).toHaveBeenCalledTimes(1);
  // Fired, it watches no more: later input starts nothing.
  input();
  vi.advanceTimersByTime(idleMs * 3);
  expect(onIdle).toHaveBeenCalledTimes(1);
  stop();
});

test('nobody has touched the page since it opened: it does not fire', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle);
  vi.advanceTimersByTime(idleMs * 10);
  expect(onIdle).not.toHaveBeenCalled();
  stop();
});

test('touched before the watch began (the event is read after the page starts): it fires after the period', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle, { touchedAlready: true });
  // No input after it began: the student walked away.
  vi.advanceTimersByTime(idleMs - 1);
  expect(onIdle).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onIdle).toHaveBeenCalledTimes(1);
  stop();
});

test('stopped (event mode ended), it never fires', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle);
  input();
  vi.advanceTimersByTime(idleMs - 1);
  stop();
  vi.advanceTimersByTime(idleMs * 2);
  input();
  vi.advanceTimersByTime(idleMs * 2);
  expect(onIdle).not.toHaveBeenCalled();
});

test('a pointer that did not move, sent as the page moves under it, is no one there', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle);
  input();
  vi.advanceTimersByTime(idleMs - 1);
  // A fixed button stepping aside under a resting mouse: the browser says it moved by nothing.
  window.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 }));
  vi.advanceTimersByTime(1);
  expect(onIdle).toHaveBeenCalledTimes(1);
  stop();
});

test('a pointer that moved restarts the wait', () => {
  const onIdle = vi.fn();
  const stop = watchInactivity(window, idleMs, onIdle);
  input();
  vi.advanceTimersByTime(idleMs - 1);
  window.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 3, movementY: 0 }));
  vi.advanceTimersByTime(1);
  expect(onIdle).not.toHaveBeenCalled();
  stop();
});
