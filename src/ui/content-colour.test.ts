import { expect, test } from 'vitest';
import { contentColour, contentTextColour, textColourClass } from './content-colour.ts';

test('utility colour classes map onto the theme palette', () => {
  expect(contentColour('bg-blue-500')).toBe('var(--mantine-color-blue-5)');
  expect(contentColour('bg-purple-600')).toBe('var(--mantine-color-grape-6)');
  expect(contentColour('text-green-50')).toBe('var(--mantine-color-green-0)');
});

test('the text colour is the card colour with its prefix swapped, dark enough to read', () => {
  expect(textColourClass('bg-red-500')).toBe('text-red-500');
  expect(contentTextColour('bg-red-500')).toBe('var(--mantine-color-red-7)');
  expect(contentTextColour('bg-indigo-900')).toBe('var(--mantine-color-indigo-9)');
});

test('unknown or hostile colour strings fall back to the brand colour', () => {
  for (const value of [
    undefined,
    '',
    'bg-chartreuse-500',
    'red; background: url(x)',
    'bg-blue-550',
  ]) {
    expect(contentColour(value)).toBe('var(--mantine-color-brand-6)');
  }
});
