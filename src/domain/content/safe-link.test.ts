import { expect, test } from 'vitest';
import { isExternal, isSitePathHref, safeHref, safeImageSrc } from './safe-link.ts';

test('site paths, fragments, web, mail and phone links pass through', () => {
  for (const href of [
    '/',
    '/courses/ai-ml',
    '/apply?course=robotics#form',
    '#faq',
    'https://www.youtube.com/@raamacademy',
    'http://example.in/page',
    'https://maps.google.com:443/?q=Kodambakkam',
    'mailto:info@raamacademy.in',
    'tel:+919840012345',
  ]) {
    expect(safeHref(href, 'fallback')).toBe(href);
  }
});

test('surrounding whitespace is trimmed', () => {
  expect(safeHref('  /about  ', '#')).toBe('/about');
});

test('script, data and other schemes are refused', () => {
  for (const href of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.in',
  ]) {
    expect(safeHref(href, '#')).toBe('#');
  }
});

test('links that would reach another host or hide a scheme are refused', () => {
  for (const href of [
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    '/courses\u200b',
    'https://user@evil.example',
    'https://',
    'https:evil.example',
    'courses/ai-ml',
    'mailto:',
    'tel:call-me',
  ]) {
    expect(safeHref(href, '#')).toBe('#');
  }
});

test('anything that is not text, or is empty or huge, gives the fallback', () => {
  for (const value of [undefined, null, 42, {}, ['/about'], '', '   ', `/${'a'.repeat(5000)}`]) {
    expect(safeHref(value, '/apply')).toBe('/apply');
  }
});

test('images may be site paths or https URLs only', () => {
  expect(safeImageSrc('/images/hero-home.webp', '')).toBe('/images/hero-home.webp');
  expect(safeImageSrc('https://cdn.example.in/a.webp', '')).toBe('https://cdn.example.in/a.webp');
  for (const value of [
    'http://cdn.example.in/a.webp',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'javascript:alert(1)',
    '//cdn.example.in/a.webp',
    '#top',
    'mailto:a@b.in',
    'images/a.webp',
  ]) {
    expect(safeImageSrc(value, 'fallback')).toBe('fallback');
  }
});

test('only http(s) links count as external', () => {
  expect(isExternal('https://www.instagram.com/raamacademy')).toBe(true);
  expect(isExternal('HTTP://example.in')).toBe(true);
  expect(isExternal('/courses')).toBe(false);
  expect(isExternal('mailto:info@raamacademy.in')).toBe(false);
  expect(isExternal('tel:+919840012345')).toBe(false);
  expect(isExternal('#faq')).toBe(false);
});

test('site paths are told apart from fragments and URLs', () => {
  expect(isSitePathHref('/about')).toBe(true);
  expect(isSitePathHref('#faq')).toBe(false);
  expect(isSitePathHref('https://example.in')).toBe(false);
});
