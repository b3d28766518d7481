import { afterEach, expect, test } from 'vitest';
import { pageHoldsTypedData } from './typed-forms.ts';
import { imagesNamedBy } from './warm-up.ts';
import { connectionIsMetered } from './warm-up-when-idle.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('every image a piece of content names is found, on this site or another, once', () => {
  const content = {
    heroSection: { backgroundImage: '/images/hero.webp', title: 'Learn', link: '/apply' },
    team: [{ imageUrl: 'https://cdn.example.org/a.jpg?w=400' }, { imageUrl: '/images/hero.webp' }],
    unsafe: 'javascript:alert(1).png',
  };
  expect([...imagesNamedBy(content)].sort()).toEqual([
    '/images/hero.webp',
    'https://cdn.example.org/a.jpg?w=400',
  ]);
});

test('a metered connection is one that saves data or is 2g', () => {
  expect(connectionIsMetered(undefined)).toBe(false);
  expect(connectionIsMetered({ effectiveType: '4g' })).toBe(false);
  expect(connectionIsMetered({ saveData: true, effectiveType: '4g' })).toBe(true);
  expect(connectionIsMetered({ effectiveType: '2g' })).toBe(true);
  expect(connectionIsMetered({ effectiveType: 'slow-2g' })).toBe(true);
});

test('a form holds typed data once a field differs from what the page drew', () => {
  document.body.innerHTML = `<form><input id="name" value=""><input type="checkbox" id="ok">
    <select id="course"><option selected>AI</option><option>Python</option></select>
    <input type="hidden" value="x"></form>`;
  expect(pageHoldsTypedData()).toBe(false);
  (document.getElementById('name') as HTMLInputElement).value = 'Priya';
  expect(pageHoldsTypedData()).toBe(true);
  (document.getElementById('name') as HTMLInputElement).value = '';
  (document.getElementById('ok') as HTMLInputElement).checked = true;
  expect(pageHoldsTypedData()).toBe(true);
  (document.getElementById('ok') as HTMLInputElement).checked = false;
  (document.getElementById('course') as HTMLSelectElement).value = 'Python';
  expect(pageHoldsTypedData()).toBe(true);
});
