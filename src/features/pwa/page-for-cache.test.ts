import { expect, test } from 'vitest';
import { pageForCache } from './page-for-cache.ts';

const page = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>About</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <style>:root{--brand:#1e3a8a}h1{color:var(--brand)}</style>
  <link rel="manifest" href="/manifest.webmanifest">
    <script type="application/json" id="app-assets">{"js":["/assets/main-2.js"],"css":["/assets/index-3.css","/assets/about-4.css"]}</script>
  </head>
  <body>
    <div id="root"><h1>About</h1><style>not in the head</style></div>
  <noscript><link rel="stylesheet" href="/assets/index-3.css"><link rel="stylesheet" href="/assets/about-4.css"></noscript></body>
</html>`;

test('a page is kept with its full stylesheets linked in its head instead of inlined styles', () => {
  const kept = pageForCache(page);
  const head = kept.slice(0, kept.indexOf('</head>'));
  expect(head).not.toContain('<style>');
  expect(head).toContain(
    '<link rel="stylesheet" href="/assets/index-3.css"><link rel="stylesheet" href="/assets/about-4.css">',
  );
  expect(kept).not.toContain('<noscript>');
  expect(kept).toContain('<div id="root"><h1>About</h1><style>not in the head</style></div>');
  expect(kept).toContain('<link rel="manifest" href="/manifest.webmanifest">');
});

test('the start-up script is left no stylesheet to load again', () => {
  const json = /id="app-assets">(.*?)<\/script>/.exec(pageForCache(page))?.[1] ?? '';
  expect(JSON.parse(json)).toEqual({ js: ['/assets/main-2.js'], css: [] });
});

test('a page of another shape is kept as it is', () => {
  const noFallback = page.replace(/<noscript>.*<\/noscript>/, '');
  expect(pageForCache(noFallback)).toBe(noFallback);
  const noInlined = page.replace(/<style>:root.*?<\/style>/, '');
  expect(pageForCache(noInlined)).toBe(noInlined);
  expect(pageForCache('Service unavailable')).toBe('Service unavailable');
});
