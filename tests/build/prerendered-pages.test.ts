import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { courseCatalogue } from '../../src/domain/courses.ts';
import { inlinedStyleAttribute } from '../../src/domain/page-document.ts';
import {
  canonicalRoute,
  notFoundPageFile,
  pageStartScriptFile,
  paths,
  prerenderedPageFile,
  prerenderedPaths,
  sitePaths,
} from '../../src/domain/paths.ts';
import { site } from '../../src/domain/site.ts';
import { config } from '../../src/lib/config.ts';
import { buildPageStartScript } from '../../tools/prerender/page-start-script.ts';
import { dist, precachedUrls, readDist } from './dist.ts';

/** The public origin the build pre-rendered for (VITE_SITE_URL, read the same way). */
const { siteUrl } = config;
/** A route's canonical URL; the home page's is the origin and a slash, `https://host/`. */
const canonicalUrl = (path: string) => `${siteUrl}${path}`;

const documents = new Map<string, Document>();
/** The parsed pre-rendered file, e.g. `about/index.html`. */
function page(file: string): Document {
  let document = documents.get(file);
  if (!document) {
    document = new JSDOM(readDist(file)).window.document;
    documents.set(file, document);
  }
  return document;
}

/** The one element matching `selector` in the page's head; fails when there are none or several. */
function single(document: Document, selector: string): Element {
  const found = [...document.head.querySelectorAll(selector)];
  expect(
    found.map((element) => element.outerHTML),
    selector,
  ).toHaveLength(1);
  return found[0] as Element;
}

const metaContent = (document: Document, selector: string) =>
  single(document, `meta[${selector}]`).getAttribute('content') ?? '';

/** The text of the document's own <title> elements (an inline SVG may have titles of its own). */
const titles = (document: Document) =>
  [...document.querySelectorAll('title')]
    .filter((title) => !title.closest('svg'))
    .map((title) => title.textContent);

type JsonLd = Record<string, unknown>;

/** Every JSON-LD block in the page, parsed (a block that is not JSON fails the test). */
function jsonLd(document: Document): JsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLd,
  );
}

/** Values that appear more than once. */
const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

/** An absolute share-card image URL on the site, served from a file of the build. */
function expectSiteImage(url: string) {
  const parsed = new URL(url);
  expect(parsed.protocol, url).toBe('https:');
  expect(parsed.origin, url).toBe(siteUrl);
  expect(existsSync(join(dist, decodeURIComponent(parsed.pathname))), url).toBe(true);
}

const allPageFiles = [...prerenderedPaths.map(prerenderedPageFile), notFoundPageFile];

describe('every route is pre-rendered', () => {
  test('the routes are the five pages, the seven courses, the two policies and Your data', () => {
    expect(courseCatalogue).toHaveLength(7);
    expect(sitePaths).toEqual(
      expect.arrayContaining([
        paths.home,
        paths.about,
        paths.courses,
        paths.contact,
        paths.apply,
        ...courseCatalogue.map((course) => paths.course(course.slug)),
        paths.privacy,
        paths.yourData,
        paths.terms,
      ]),
    );
  });

  test.each(allPageFiles)('%s exists', (file) => {
    expect(existsSync(join(dist, file)), file).toBe(true);
  });

  test.each(sitePaths)('%s shows its content in the HTML: one non-empty <h1> in <main>', (path) => {
    const main = page(prerenderedPageFile(path)).querySelector('main');
    const headings = [...(main?.querySelectorAll('h1') ?? [])].map((h1) => h1.textContent.trim());
    expect(headings).toHaveLength(1);
    expect(headings[0]).not.toBe('');
  });

  test('the courses page lists all seven courses with links to their pages', () => {
    const main = page(prerenderedPageFile(paths.courses)).querySelector('main');
    const linked = new Set(
      [...(main?.querySelectorAll('a[href]') ?? [])].map((link) =>
        canonicalRoute(link.getAttribute('href') ?? ''),
      ),
    );
    for (const course of courseCatalogue) {
      expect(linked, course.slug).toContain(paths.course(course.slug));
    }
  });
});

describe('what search engines and share sheets read', () => {
  test.each(sitePaths)('%s has one non-empty title and description', (path) => {
    const document = page(prerenderedPageFile(path));
    expect(titles(document)).toHaveLength(1);
    expect(document.title.trim()).not.toBe('');
    expect(metaContent(document, 'name="description"').trim()).not.toBe('');
  });

  test('no two routes share a title or a description', () => {
    const routes = sitePaths.map((path) => page(prerenderedPageFile(path)));
    expect(duplicates(routes.map((document) => document.title))).toEqual([]);
    expect(
      duplicates(routes.map((document) => metaContent(document, 'name="description"'))),
    ).toEqual([]);
  });

  test.each(sitePaths)('%s names its canonical URL and may be indexed', (path) => {
    const document = page(prerenderedPageFile(path));
    expect(single(document, 'link[rel="canonical"]').getAttribute('href')).toBe(canonicalUrl(path));
    for (const robots of document.querySelectorAll('meta[name="robots"]')) {
      expect(robots.getAttribute('content')).not.toMatch(/noindex/i);
    }
  });

  test.each(sitePaths)('%s has an Open Graph and Twitter share card', (path) => {
    const document = page(prerenderedPageFile(path));
    const og = (property: string) => metaContent(document, `property="og:${property}"`);
    expect(og('title')).toBe(document.title);
    expect(og('description')).toBe(metaContent(document, 'name="description"'));
    expect(og('url')).toBe(
      single(document, 'link[rel="canonical"]').getAttribute('href') ?? undefined,
    );
    expect(og('type')).toBe('website');
    expectSiteImage(og('image'));
    expect(['summary_large_image', 'summary']).toContain(
      metaContent(document, 'name="twitter:card"'),
    );
    expectSiteImage(metaContent(document, 'name="twitter:image"'));
  });

  test.each(sitePaths)('%s describes the academy as an EducationalOrganization', (path) => {
    const organisations = jsonLd(page(prerenderedPageFile(path))).filter(
      (data) => data['@type'] === 'EducationalOrganization',
    );
    expect(organisations).toHaveLength(1);
    expect(organisations[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: `${siteUrl}/`,
      telephone: site.phone,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressRegion: site.address.region,
        addressCountry: site.address.country,
      },
    });
  });

  test.each(courseCatalogue)(
    'the $slug page describes its Course, given by the academy',
    (course) => {
      const data = jsonLd(page(prerenderedPageFile(paths.course(course.slug))));
      const organisation = data.find((item) => item['@type'] === 'EducationalOrganization');
      const courses = data.filter((item) => item['@type'] === 'Course');
      expect(courses).toHaveLength(1);
      expect(courses[0]).toMatchObject({
        name: course.title,
        url: canonicalUrl(paths.course(course.slug)),
        provider: {
          '@type': 'EducationalOrganization',
          '@id': organisation?.['@id'],
          name: site.name,
        },
      });
    },
  );

  test('the courses page lists the seven courses as an ItemList of Course', () => {
    const data = jsonLd(page(prerenderedPageFile(paths.courses)));
    const organisation = data.find((item) => item['@type'] === 'EducationalOrganization');
    const lists = data.filter((item) => item['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    const elements = (lists[0]?.itemListElement ?? []) as JsonLd[];
    expect(elements.map((element) => element.position)).toEqual(
      courseCatalogue.map((_course, index) => index + 1),
    );
    for (const element of elements) {
      expect(element).toMatchObject({
        '@type': 'ListItem',
        item: {
          '@type': 'Course',
          name: expect.stringMatching(/\S/),
          provider: { '@type': 'EducationalOrganization', '@id': organisation?.['@id'] },
        },
      });
    }
    const urls = elements.map((element) => (element.item as JsonLd | undefined)?.url);
    expect(urls.toSorted()).toEqual(
      courseCatalogue.map((course) => canonicalUrl(paths.course(course.slug))).toSorted(),
    );
  });
});

describe('the not-found page', () => {
  test('asks not to be indexed, names no canonical URL and shows its heading', () => {
    const document = page(notFoundPageFile);
    expect(metaContent(document, 'name="robots"')).toMatch(/\bnoindex\b/);
    const canonical = [...document.querySelectorAll('link[rel="canonical"]')];
    expect(canonical.map((link) => link.outerHTML)).toEqual([]);
    expect(titles(document)).toHaveLength(1);
    expect(document.querySelector('main h1')?.textContent ?? '').toMatch(/\S/);
  });
});

describe("the counsellors' event page", () => {
  test('is pre-rendered and kept for offline use, asks not to be indexed and is not in the sitemap', () => {
    const file = prerenderedPageFile(paths.event);
    const document = page(file);
    expect(precachedUrls()).toContain(file);
    expect(document.querySelector('main h1')?.textContent).toBe('Counsellor tools');
    expect(metaContent(document, 'name="robots"')).toMatch(/\bnoindex\b/);
    expect([...document.querySelectorAll('link[rel="canonical"]')]).toEqual([]);
    const listed = sitemapLocations().map((loc) => new URL(loc ?? '').pathname);
    expect(listed).not.toContain(paths.event);
    expect(listed).toContain(paths.apply);
  });
});

describe('before the first paint, the page asks only for what it shows', () => {
  test.each(allPageFiles)(
    '%s starts the app and links its manifest only after painting',
    (file) => {
      const document = page(file);
      // No script file and no manifest link: the start script adds them once the page has painted.
      expect(
        document.querySelectorAll('script[src], link[rel="manifest"], link[rel="modulepreload"]'),
      ).toHaveLength(0);
      const assets = JSON.parse(document.getElementById('app-assets')?.textContent ?? '{}');
      expect(assets.manifest).toBe('/manifest.webmanifest');
      expect(assets.boot).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(existsSync(join(dist, assets.boot)), assets.boot).toBe(true);
      expect(precachedUrls()).toContain(assets.boot.slice(1));
    },
  );

  test('the start-up module removes the styles inlined for the first paint, and every page marks them', () => {
    const boot = JSON.parse(page('index.html').getElementById('app-assets')?.textContent ?? '{}')
      .boot as string;
    // src/boot.ts writes the attribute out rather than importing it.
    expect(readDist(boot.slice(1))).toContain(`style[${inlinedStyleAttribute}]`);
    for (const file of allPageFiles) {
      const styles = [...page(file).head.querySelectorAll('style')];
      expect(styles.length, file).toBeGreaterThan(0);
      for (const style of styles)
        expect(style.hasAttribute(inlinedStyleAttribute), file).toBe(true);
    }
  });

  test.each(allPageFiles.filter((file) => file !== notFoundPageFile))(
    '%s inlines in its head only what its header and first section use, unless that shows a main picture; the rest follows that section',
    (file) => {
      const document = page(file);
      const head = [...document.head.querySelectorAll('style')];
      const later = [...document.body.querySelectorAll(`style[${inlinedStyleAttribute}]`)];
      expect(head, file).toHaveLength(1);
      const firstSection = document.querySelector('main > :first-child');
      // A first section holding a main picture keeps every rule in the head.
      if (firstSection?.querySelector('img[fetchpriority="high"]')) {
        expect(later, file).toHaveLength(0);
        return;
      }
      expect(later, file).toHaveLength(1);
      const [first, rest] = [head[0]?.textContent ?? '', later[0]?.textContent ?? ''];
      // Right after the first section of <main>, before anything else the page shows.
      expect(firstSection?.nextElementSibling === later[0], file).toBe(true);
      // Every rule of the head comes again after the section, for at least the same elements:
      // the cascade is then one stylesheet's.
      const rules = (css: string) =>
        (css.match(/[^{}]+\{[^{}]*\}/g) ?? []).map((rule) => {
          const [selectors = '', declarations] = rule.split('{');
          return { selectors: selectors.split(','), declarations };
        });
      const restRules = rules(rest);
      const missing = rules(first).filter(
        ({ selectors, declarations }) =>
          !declarations?.startsWith('--') &&
          !restRules.some(
            (other) =>
              other.declarations === declarations &&
              selectors.every((selector) => other.selectors.includes(selector)),
          ),
      );
      expect(missing, file).toEqual([]);
      expect(first.length, file).toBeLessThan(rest.length);
    },
  );

  test.each(allPageFiles)('%s hints its main pictures and no other picture', (file) => {
    const document = page(file);
    const hints = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    // One hint per main picture shown, and none for any other picture (the logo, the home
    // page's student photos): on a slow link a picture hinted beside a main one shares the
    // link with it, and the page's largest paint waits for both.
    expect(hints.map((hint) => hint.getAttribute('fetchpriority'))).toEqual(
      [...document.body.querySelectorAll('img[fetchpriority="high"]')].map(() => 'high'),
    );
  });

  test.each(allPageFiles)(
    '%s hints the AVIF of a main picture that comes in AVIF, and draws it with the page',
    (file) => {
      const document = page(file);
      const avifHints = [
        ...document.head.querySelectorAll('link[rel="preload"][type="image/avif"]'),
      ].map((hint) => hint.getAttribute('imagesrcset') ?? hint.getAttribute('href'));
      for (const picture of document.querySelectorAll('picture')) {
        const source = picture.querySelector('source[type="image/avif"]');
        const srcset = source?.getAttribute('srcset') ?? '';
        // Every file it names is there.
        for (const candidate of srcset.split(',')) {
          const url = candidate.trim().split(/\s+/)[0] ?? '';
          expect(existsSync(join(dist, url)), url).toBe(true);
        }
        const image = picture.querySelector('img');
        if (image?.getAttribute('fetchpriority') !== 'high') continue;
        // Inside a <picture> the browser's look-ahead may not pick the AVIF: the head names it.
        expect(avifHints, file).toContain(srcset);
        // Decoded for the frame that shows the page, not a frame later.
        expect(image.getAttribute('decoding')).toBe('sync');
      }
    },
  );
});

describe('nothing the content security policy would block', () => {
  test.each(allPageFiles)(
    '%s has no inline script but the one its CSP allows, and no inline event handler',
    (file) => {
      const document = page(file);
      const code = [...document.querySelectorAll('script:not([src])')].filter(
        (script) =>
          !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
      );
      // The start script as the build compiled it, first in the head: the server's policy
      // allows that text by its hash (published-pages.test.ts).
      expect(code.map((script) => script.textContent)).toEqual([readDist(pageStartScriptFile)]);
      expect(document.head.querySelector('link, style, script')).toBe(code[0]);
      const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value}">`),
      );
      expect(handlers).toEqual([]);
      const scriptUrls = [...document.querySelectorAll('[href], [src], [action]')].filter(
        (element) =>
          ['href', 'src', 'action'].some((name) =>
            /^\s*javascript:/i.test(element.getAttribute(name) ?? ''),
          ),
      );
      expect(scriptUrls.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
    },
  );
});

/** The URLs the sitemap lists; jsdom's XML parser throws when it is not well-formed XML. */
function sitemapLocations(): (string | null | undefined)[] {
  const sitemap = new JSDOM(readDist('sitemap.xml'), { contentType: 'application/xml' }).window
    .document;
  const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  expect(sitemap.documentElement.localName).toBe('urlset');
  expect(sitemap.documentElement.namespaceURI).toBe(namespace);
  return [...sitemap.getElementsByTagNameNS(namespace, 'url')].map(
    (url) => url.getElementsByTagNameNS(namespace, 'loc')[0]?.textContent,
  );
}

describe('the start script', () => {
  test('is src/page-start compiled into one classic script, no bigger than 1.4 kB', async () => {
    const built = readDist(pageStartScriptFile);
    expect(built).toBe(await buildPageStartScript(join(import.meta.dirname, '../..')));
    expect(built).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
    expect(built).not.toMatch(/\bimport\b|\bexport\b/);
    expect(Buffer.byteLength(built)).toBeLessThanOrEqual(1400);
  });

  test('is kept out of the precache', () => {
    expect(precachedUrls()).not.toContain(pageStartScriptFile);
  });
});

describe('sitemap and robots.txt', () => {
  test('the sitemap is well-formed XML listing exactly the canonical URL of every route', () => {
    expect(sitemapLocations().toSorted()).toEqual(sitePaths.map(canonicalUrl).toSorted());
  });

  test('the sitemap leaves out the not-found page', () => {
    const listed = sitemapLocations().map((loc) => new URL(loc ?? '').pathname);
    expect(listed.filter((path) => /^\/404(\.html)?$/.test(path))).toEqual([]);
  });

  test('robots.txt lets crawlers reach every route and names the sitemap by its absolute URL', () => {
    const lines = readDist('robots.txt')
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line !== '');
    const field = (line: string) => line.slice(0, line.indexOf(':')).trim().toLowerCase();
    const value = (line: string) => line.slice(line.indexOf(':') + 1).trim();
    expect(lines.filter((line) => field(line) === 'user-agent').map(value)).toContain('*');
    const disallowed = lines
      .filter((line) => field(line) === 'disallow')
      .map(value)
      .filter((prefix) => prefix !== '');
    for (const path of sitePaths) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
    expect(lines.filter((line) => field(line) === 'sitemap').map(value)).toEqual([
      `${siteUrl}/sitemap.xml`,
    ]);
  });
});

describe('offline', () => {
  test('the service worker precaches every pre-rendered page and the not-found page', () => {
    const precached = new Set(precachedUrls());
    for (const file of allPageFiles) expect(precached, file).toContain(file);
  });
});
