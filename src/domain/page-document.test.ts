import { expect, test } from 'vitest';
import {
  appAssetsElement,
  deferFullStyles,
  imageHintsElement,
  inlinedStyleAttribute,
  markInlinedStyles,
  pageForCache,
  readAppAssets,
  readRoot,
  rootElement,
  withImageHints,
  withRootMarkup,
} from './page-document.ts';

/** A page as the build writes it, before beasties and the deferral of the full stylesheets. */
function writtenPage({ hints = '', markup = '<h1>About</h1>' } = {}) {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <title>About</title>
    ${imageHintsElement(hints)}
    ${appAssetsElement({ boot: '/assets/boot-1.js', manifest: '/manifest.webmanifest', js: ['/assets/main-2.js'] })}
  </head>
  <body>
    ${rootElement(markup, { path: '/about', contentPages: ['about', 'stats'] })}
  </body>
</html>`;
}

/** What beasties does to it: the critical CSS inlined in the head, the stylesheets at the end. */
function afterBeasties(html: string) {
  return html
    .replace('<title>', '<style>:root{--brand:#1e3a8a}</style><style>h1{color:red}</style><title>')
    .replace(
      '</body>',
      '<link rel="stylesheet" href="/assets/index-3.css"><link rel="stylesheet" crossorigin href="/assets/about-4.css"></body>',
    );
}

const built = () => deferFullStyles(markInlinedStyles(afterBeasties(writtenPage())));

test('what the build writes into a page reads back the same', () => {
  const page = built();
  expect(readAppAssets(page)).toEqual({
    boot: '/assets/boot-1.js',
    manifest: '/manifest.webmanifest',
    js: ['/assets/main-2.js'],
    css: ['/assets/index-3.css', '/assets/about-4.css'],
  });
  expect(readRoot(page)).toEqual({
    path: '/about',
    contentPages: ['about', 'stats'],
    markup: '<h1>About</h1>',
  });
});

test('the styles inlined for the first paint are marked for removal, and only they', () => {
  const page = built();
  const head = page.slice(0, page.indexOf('</head>'));
  expect(head.match(/<style[^>]*>/g)).toEqual([
    `<style ${inlinedStyleAttribute}>`,
    `<style ${inlinedStyleAttribute}>`,
  ]);
  expect(page.slice(page.indexOf('</head>'))).not.toContain(inlinedStyleAttribute);
});

test('the full stylesheets load after the first paint, or from <noscript> without JavaScript', () => {
  const page = built();
  const body = page.slice(page.indexOf('<body'));
  expect(body).not.toMatch(/<link rel="stylesheet"[^>]*>\s*<\/body>/);
  expect(body).toContain(
    '<noscript><link rel="stylesheet" href="/assets/index-3.css"><link rel="stylesheet" href="/assets/about-4.css"></noscript>',
  );
});

test('the not-found page has no route and no content pages', () => {
  const root = readRoot(rootElement('<h1>Not found</h1>', { contentPages: [] }));
  expect(root).toEqual({ contentPages: [], markup: '<h1>Not found</h1>' });
});

test('a page rendered again keeps its #root attributes and gets what follows it', () => {
  const page = withRootMarkup(built(), '<h1>About us</h1>', '<script id="after"></script>');
  expect(readRoot(page)).toEqual({
    path: '/about',
    contentPages: ['about', 'stats'],
    markup: '<h1>About us</h1>',
  });
  expect(page).toContain('</div><!--/root--><script id="after"></script>');
});

test('the image hints are replaced, also where the pre-rendered page had none', () => {
  const hint = '<link rel="preload" as="image" href="/images/a.webp">';
  const page = withImageHints(built(), hint);
  expect(page).toContain(`<!--image-hints-->${hint}<!--/image-hints-->`);
  const again = withImageHints(page, '');
  expect(again).not.toContain(hint);
});

test('markup cannot end the parts it is written into', () => {
  const hostile = '</script><!--/app-assets--><script>alert(1)</script>';
  const assets = appAssetsElement({ js: [hostile] });
  expect(readAppAssets(assets)).toEqual({ js: [hostile] });
  expect(assets).not.toContain('<script>alert');
});

test('a page is kept on the device with its full stylesheets linked instead of inlined', () => {
  const kept = pageForCache(built());
  const head = kept.slice(0, kept.indexOf('</head>'));
  expect(head).not.toContain('<style>');
  expect(head).toContain(
    '<link rel="stylesheet" href="/assets/index-3.css"><link rel="stylesheet" href="/assets/about-4.css">',
  );
  expect(kept).not.toContain('<noscript>');
  expect(readAppAssets(kept)?.css).toEqual([]);
  expect(readRoot(kept)?.markup).toBe('<h1>About</h1>');
});

test('a document of another shape is read as nothing and kept as it is', () => {
  const proxyPage = '<html><head><style>p{}</style></head><body><div id="root">Log in</div></body>';
  expect(readAppAssets(proxyPage)).toBeUndefined();
  expect(readRoot(proxyPage)).toBeUndefined();
  expect(pageForCache(proxyPage)).toBe(proxyPage);
  expect(withRootMarkup(proxyPage, 'x')).toBe(proxyPage);
  const unreadable = built().replace('"boot"', 'boot');
  expect(readAppAssets(unreadable)).toBeUndefined();
  expect(pageForCache('Service unavailable')).toBe('Service unavailable');
});
