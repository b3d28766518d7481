import { afterEach, expect, test } from 'vitest';
import { earlyPressWithin, takeEarlyPress } from './early-press.ts';

afterEach(() => {
  document.body.innerHTML = '';
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
