import { afterEach, expect, test } from 'vitest';
import { pageHoldsTypedData } from './typed-forms.ts';
import { filesShown, imagesNamedBy } from './warm-up.ts';
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

test('a built-in picture that comes in AVIF is fetched for offline use only where the browser cannot show its precached AVIF', async () => {
  const named = [
    '/images/hero-home.webp',
    '/images/courses/python.webp',
    '/images/cta-home.webp',
    'https://cdn.example.org/a.jpg',
  ];
  let asked = 0;
  const avif = async () => {
    asked += 1;
    return true;
  };
  expect(await filesShown(named, avif)).toEqual([
    '/images/cta-home.webp',
    'https://cdn.example.org/a.jpg',
  ]);
  expect(
    await filesShown(
      ['/images/apply-hero.webp', '/images/about-hero.webp', '/images/courses/oops.webp'],
      async () => false,
    ),
  ).toEqual([
    // The apply page's picture is WebP only, precached: fetched as named.
    '/images/apply-hero.webp',
    // A hero in both its sizes, a course picture in its one.
    '/images/about-hero-800.webp',
    '/images/about-hero.webp',
    '/images/courses/oops.webp',
  ]);
  // Asked once, and only when a picture that comes in AVIF is named.
  expect(asked).toBe(1);
  await filesShown(['/images/cta-home.webp'], avif);
  expect(asked).toBe(1);
});

test('a metered connection is one that saves data or is 2g', () => {
  expect(connectionIsMetered(undefined)).toBe(false);
  expect(connectionIsMetered({ effectiveType: '4g' })).toBe(false);
  expect(connectionIsMetered({ saveData: true, effectiveType: '4g' })).toBe(true);
  expect(connectionIsMetered({ effectiveType: '2g' })).toBe(true);
  expect(connectionIsMetered({ effectiveType: 'slow-2g' })).toBe(true);
});

test('a form holds typed data once a field holds text, a later option or a ticked box', () => {
  document.body.innerHTML = `<form><input id="name" value=""><input type="checkbox" id="ok">
    <select id="course"><option value="">Select a course</option><option>Python</option></select>
    <input type="hidden" value="x"><button type="submit">Send</button></form>
    <input id="outside">`;
  const name = document.getElementById('name') as HTMLInputElement;
  expect(pageHoldsTypedData()).toBe(false);
  // As React does for a controlled field: the attribute follows the typing.
  name.value = 'Priya';
  name.setAttribute('value', 'Priya');
  expect(pageHoldsTypedData()).toBe(true);
  name.value = '   ';
  expect(pageHoldsTypedData()).toBe(false);
  (document.getElementById('ok') as HTMLInputElement).checked = true;
  expect(pageHoldsTypedData()).toBe(true);
  (document.getElementById('ok') as HTMLInputElement).checked = false;
  (document.getElementById('course') as HTMLSelectElement).value = 'Python';
  expect(pageHoldsTypedData()).toBe(true);
  (document.getElementById('course') as HTMLSelectElement).value = '';
  (document.getElementById('outside') as HTMLInputElement).value = 'not in a form';
  expect(pageHoldsTypedData()).toBe(false);
});
