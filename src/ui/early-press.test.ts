import { afterEach, expect, test, vi } from 'vitest';
import { earlyPressWithin, replayEarlyPressWithin, takeEarlyPress } from './early-press.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function control(attributes: string) {
  document.body.innerHTML = `<form><button type="button" ${attributes}>Send</button></form>`;
  return document.querySelector('button') as HTMLButtonElement;
}

test('a press marked by start-up is taken once', () => {
  const button = control('data-needs-app data-pending');
  expect(takeEarlyPress(button)).toBe(true);
  expect(button).not.toHaveAttribute('data-pending');
  expect(takeEarlyPress(button)).toBe(false);
});

test('a control nobody pressed has no early press', () => {
  const button = control('data-needs-app');
  expect(takeEarlyPress(button)).toBe(false);
  expect(earlyPressWithin(document.body)).toBeUndefined();
});

test('the press is made again once the control is taken over', () => {
  vi.useFakeTimers();
  const button = control('data-pending');
  const clicked = vi.fn();
  button.addEventListener('click', clicked);
  replayEarlyPressWithin(document.body);
  expect(clicked).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(button).not.toHaveAttribute('data-pending');
});

test('a control its widget has yet to draw as taken over is pressed once it has been', async () => {
  const button = control('data-needs-app data-pending');
  const clicked = vi.fn();
  button.addEventListener('click', clicked);
  replayEarlyPressWithin(document.body);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(clicked).not.toHaveBeenCalled();

  button.removeAttribute('data-needs-app');
  await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  expect(button).not.toHaveAttribute('data-pending');
});
