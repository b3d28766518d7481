import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contentImagePaths } from '../../src/domain/content/images.ts';
import { multiFileImages, pictureFiles } from '../../src/domain/content/responsive-images.ts';
import { pageForCache, readRoot } from '../../src/domain/page-document.ts';
import { dist, precachedUrls, readDist as read } from './dist.ts';

describe('the production build', () => {
  test('has a service worker and a web app manifest next to the app shell', () => {
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest']) {
      expect(existsSync(join(dist, file)), file).toBe(true);
    }
    // Linked by the page's start script once the first paint is on screen.
    const assets = /id="app-assets">(.*?)<\/script>/.exec(read('index.html'))?.[1] ?? '{}';
    expect(JSON.parse(assets)).toMatchObject({ manifest: '/manifest.webmanifest' });
  });

  test('precaches the app shell, the manifest and every JavaScript and CSS file', () => {
    const precached = new Set(precachedUrls());
    expect(precached).toContain('index.html');
    expect(precached).toContain('manifest.webmanifest');
    const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of assets) expect(precached, asset).toContain(`assets/${asset}`);
  });

  test('precaches the chunk of every route, so every page opens offline', () => {
    const precached = [...new Set(precachedUrls())];
    const router = readFileSync(join(import.meta.dirname, '../../src/app/router.tsx'), 'utf8');
    const routeModules = [...router.matchAll(/page\('\.\.\/pages\/[\w-]+\/([\w-]+)\.tsx'/g)].map(
      (match) => match[1] ?? '',
    );
    expect(routeModules.length).toBeGreaterThanOrEqual(9);
    for (const module of routeModules) {
      expect(
        precached.some((url) => new RegExp(`^assets/${module}-[\\w-]+\\.js$`).test(url)),
        `chunk for ${module}`,
      ).toBe(true);
    }
  });

  test('precaches the icons and every default content image', () => {
    const precached = new Set(precachedUrls());
    for (const icon of ['icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png']) {
      expect(precached, icon).toContain(icon);
    }
    const file = (path: string) => path.replace(/^\//, '');
    for (const image of contentImagePaths()) {
      if (!multiFileImages.includes(image)) {
        expect(precached, image).toContain(file(image));
        continue;
      }
      // A picture that comes in AVIF is kept in the format browsers show it in, in every size;
      // its WebP files are not (the warm-up fetches them where AVIF cannot show).
      const { avif, webp } = pictureFiles(image);
      for (const variant of avif) expect(precached, variant).toContain(file(variant));
      for (const variant of webp) expect(precached, variant).not.toContain(file(variant));
    }
    expect(precached).toContain('images/placeholder.svg');
    expect(precached).toContain('images/image-unavailable.svg');
  });

  test('every page is kept on the device with its precached stylesheets linked, not inlined', () => {
    const precached = new Set(precachedUrls());
    const pages = [...precached].filter((url) => url.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(14);
    let sent = 0;
    let kept = 0;
    for (const file of pages) {
      const page = read(file);
      const cached = pageForCache(page);
      const head = cached.slice(0, cached.indexOf('</head>'));
      expect(head, file).not.toContain('<style');
      const linked = [...head.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map(
        (match) => match[1] ?? '',
      );
      expect(linked.length, file).toBeGreaterThan(0);
      for (const sheet of linked) expect(precached, `${file}: ${sheet}`).toContain(sheet);
      // Neither copy of the inlined CSS: the one after the first section goes too.
      expect(cached, file).not.toContain('data-inlined');
      // What the visitor sees is the same page.
      const root = readRoot(cached);
      expect(root, file).toBeDefined();
      expect(root, file).toEqual(
        readRoot(page.replace(/<!--later-styles-->[\s\S]*?<!--\/later-styles-->/, '')),
      );
      sent += page.length;
      kept += cached.length;
    }
    expect(kept).toBeLessThan(sent * 0.7);
  });

  test('manifest names the app, its start URL and its icons', () => {
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
      'any',
      'any',
      'maskable',
    ]);
  });
});
