import { afterEach, expect, test } from 'vitest';
import { earlyClickWithin, takeEarlyClick } from './early-click.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function control(attributes: string) {
  document.body.innerHTML = `<form><button type="button" ${attributes}>Send</button></form>`;
  return document.querySelector('button') as HTMLButtonElement;
}

test('a click marked by the start script is taken once', () => {
  const button = control('data-needs-app data-pending');
  expect(takeEarlyClick(button)).toBe(true);
  expect(button).not.toHaveAttribute('data-pending');
  expect(takeEarlyClick(button)).toBe(false);
});

test('a control nobody clicked has no early click', () => {
  const button = control('data-needs-app');
  expect(takeEarlyClick(button)).toBe(false);
  expect(earlyClickWithin(document.body)).toBeUndefined();
});
