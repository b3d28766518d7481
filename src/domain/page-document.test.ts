import { expect, test } from 'vitest';
import indexHtml from '../../index.html?raw';
import type { PublishedContentMap } from './content/published-content.ts';
import {
  appAssetsElement,
  deferFullStyles,
  firstSectionOnly,
  hasPublishedContent,
  imageHintsElement,
  inlinedStyleAttribute,
  markInlinedStyles,
  pageForCache,
  pageFromShell,
  pageShell,
  publishedContentScript,
  readAppAssets,
  readRetention,
  readRoot,
  rootElement,
  servedRetentionOf,
  servedRetentionScript,
  splitImageHints,
  splitInlinedStyles,
  stampKeptPage,
  statesOwnRetention,
  withEachStyle,
  withImageHints,
  withRetention,
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

// --- The inlined CSS in two: the header's and first section's, then the rest (decision 066) ---

const sectionedMarkup =
  '<header>Menu</header><main id="main"><!--$--><section class="hero"><section class="inner"><h1>About</h1></section><p>Intro</p></section><section class="more"><h2>More</h2></section><!--/$--></main><footer>Footer</footer>';

/** The page as beasties inlines it: `css` in the head, the stylesheets at the end of the body. */
function inlinedPage(markup: string, css: string[]) {
  return writtenPage({ markup })
    .replace('<title>', `${css.map((rules) => `<style>${rules}</style>`).join('')}<title>`)
    .replace('</body>', '<link rel="stylesheet" href="/assets/index-3.css"></body>');
}

test('the header and first section alone are what the head’s CSS is found for', () => {
  const page = writtenPage({ markup: sectionedMarkup });
  expect(readRoot(firstSectionOnly(page))?.markup).toBe(
    '<header>Menu</header><main id="main"><!--$--><section class="hero"><section class="inner"><h1>About</h1></section><p>Intro</p></section></main>',
  );
  const unsectioned = writtenPage({ markup: '<h1>Not found</h1>' });
  expect(firstSectionOnly(unsectioned)).toBe(unsectioned);
});

test('the head inlines the first section’s CSS; every rule follows that section, in order', () => {
  const all = ['.a{color:red}', '.hero{padding:1em}.more{margin:0}', '.a.hero{color:blue}'];
  const page = inlinedPage(sectionedMarkup, all);
  const top = inlinedPage(sectionedMarkup, ['.hero{padding:1em}']);
  const split = markInlinedStyles(splitInlinedStyles(page, top));
  const head = split.slice(0, split.indexOf('</head>'));
  expect(head.match(/<style[^>]*>[^<]*<\/style>/g)).toEqual([
    `<style ${inlinedStyleAttribute}>.hero{padding:1em}</style>`,
  ]);
  const markup = readRoot(split)?.markup;
  expect(markup).toBe(
    sectionedMarkup.replace(
      '</p></section>',
      `</p></section><!--later-styles--><style ${inlinedStyleAttribute}>${all.join('')}</style><!--/later-styles-->`,
    ),
  );
  // Rendered again with stored content, the rest of the CSS follows the new first section.
  const again = withRootMarkup(split, sectionedMarkup.replace('About', 'About us'));
  expect(readRoot(again)?.markup).toBe(markup?.replace('About', 'About us'));
  // Kept on the device, the page links the full stylesheets instead of either copy.
  const kept = pageForCache(deferFullStyles(split));
  expect(kept).not.toContain('<style');
  expect(readRoot(kept)?.markup).toBe(sectionedMarkup);
});

test('a page without a first section, whose first section needs every rule or holds a main picture, keeps its CSS in its head', () => {
  const unsectioned = inlinedPage('<h1>Not found</h1>', ['h1{color:red}']);
  expect(splitInlinedStyles(unsectioned, inlinedPage('<h1>Not found</h1>', ['']))).toBe(
    unsectioned,
  );
  const page = inlinedPage(sectionedMarkup, ['.hero{padding:1em}']);
  expect(splitInlinedStyles(page, page)).toBe(page);
  // A first section holding a main picture: the picture arrives long after the document.
  const pictured = sectionedMarkup.replace('<p>Intro</p>', '<img fetchpriority="high" alt="">');
  const withPicture = inlinedPage(pictured, ['.hero{padding:1em}', '.more{margin:0}']);
  expect(splitInlinedStyles(withPicture, inlinedPage(pictured, ['.hero{padding:1em}']))).toBe(
    withPicture,
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

const start = { boot: '/assets/index-CugOyQ8p.js', manifest: '/manifest.webmanifest' };

/**
 * The repository's index.html as `vite build` writes it, before any page is written into it: the
 * start-up module and its stylesheet in the head, the manifest link vite-plugin-pwa adds.
 */
const builtIndexHtml = indexHtml
  .replace('\n    <script type="module" src="/src/boot.ts"></script>', '')
  .replace(
    '  </head>',
    `    <script type="module" crossorigin src="${start.boot}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DT5Owalr.css">
  <link rel="manifest" href="${start.manifest}"></head>`,
  );

/** The about page's hints as react-dom writes them before its markup: in the order rendered. */
const logoHint = '<link rel="preload" as="image" href="/logo.svg">';
const heroHint =
  '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/images/about-hero-800.avif 800w, /images/about-hero.avif 1600w" imagesizes="100vw">';
const aboutMarkup =
  '<a href="#main" class="skipLink_MSbfX">Skip to main content</a><main id="main"><h1>About RAAM Academy</h1></main>';

test('the image hints react-dom writes before the markup go to the head, main pictures first', () => {
  expect(splitImageHints(`${logoHint}${heroHint}${aboutMarkup}`)).toEqual({
    hints: `${heroHint}${logoHint}`,
    html: aboutMarkup,
  });
  expect(splitImageHints(aboutMarkup)).toEqual({ hints: '', html: aboutMarkup });
  // One a line, as the built about page has them.
  expect(imageHintsElement(`${heroHint}${logoHint}`)).toBe(
    `<!--image-hints-->${heroHint}\n    ${logoHint}<!--/image-hints-->`,
  );
  expect(withImageHints(built(), `${heroHint}${logoHint}`)).toContain(
    `<!--image-hints-->${heroHint}\n    ${logoHint}<!--/image-hints-->`,
  );
});

test('a page is written into the built index.html, its start script first in the head', () => {
  const page = pageFromShell(
    pageShell(builtIndexHtml, start),
    start,
    'startApp()',
    '<title>About Us | RAAM Academy</title>',
    {
      html: `${logoHint}${heroHint}${aboutMarkup}`,
      path: '/about',
      contentPages: ['about', 'stats'],
    },
    {
      css: ['/assets/index-DT5Owalr.css', '/assets/about-page-BBOoekNS.css'],
      js: ['/assets/main-D1azU1ml.js', '/assets/about-page-Ch8wz5nK.js'],
    },
  );
  expect(page).toBe(`<!doctype html>
<html lang="en-IN" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <script>startApp()</script>
    <title>About Us | RAAM Academy</title>
    <!--image-hints-->${heroHint}
    ${logoHint}<!--/image-hints-->
    <meta name="theme-color" content="#1e3a8a" />
    <meta name="color-scheme" content="light" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <link rel="stylesheet" crossorigin href="/assets/index-DT5Owalr.css"><link rel="stylesheet" crossorigin href="/assets/about-page-BBOoekNS.css">
    <!--app-assets--><script type="application/json" id="app-assets">{"boot":"/assets/index-CugOyQ8p.js","manifest":"/manifest.webmanifest","js":["/assets/main-D1azU1ml.js","/assets/about-page-Ch8wz5nK.js"]}</script><!--/app-assets-->
  </head>
  <body>
    <!--root--><div id="root" data-prerendered data-path="/about" data-content="about stats">${aboutMarkup}</div><!--/root-->
  </body>
</html>
`);
  expect(readRoot(page)).toEqual({
    path: '/about',
    contentPages: ['about', 'stats'],
    markup: aboutMarkup,
  });
  expect(readAppAssets(page)?.boot).toBe(start.boot);
});

test('an index.html the build cannot write pages into is refused', () => {
  expect(() => pageShell(builtIndexHtml, { ...start, boot: '/assets/boot.js' })).toThrow(
    'index.html (built) does not name /assets/boot.js',
  );
  const withoutHead = pageShell(builtIndexHtml, start).replace('<!--/page-head-->', '');
  expect(() =>
    pageFromShell(withoutHead, start, '', '', { html: '', contentPages: [] }, { css: [], js: [] }),
  ).toThrow('index.html needs <!--page-head-->…<!--/page-head--> in its head');
});

test('each inlined stylesheet is rewritten knowing the rest of the page', () => {
  const page = `<head><style>:root{--brand:#1e3a8a;--unused:red}</style><style>h1{color:var(--brand)}</style></head><body><h1>About</h1></body>`;
  const seen: [string, string][] = [];
  const rewritten = withEachStyle(page, (css, elsewhere) => {
    seen.push([css, elsewhere]);
    return css.toUpperCase();
  });
  expect(rewritten).toBe(
    '<head><style>:ROOT{--BRAND:#1E3A8A;--UNUSED:RED}</style><style>H1{COLOR:VAR(--BRAND)}</style></head><body><h1>About</h1></body>',
  );
  expect(seen[0]?.[1]).toContain('h1{color:var(--brand)}');
  expect(seen[0]?.[1]).not.toContain('--unused');
  expect(seen[1]?.[1]).toContain('--unused:red');
});

const published = {
  home: { etag: '"3f9a"', content: { heroSection: { title: 'Join </script><!-- us' } } },
} as unknown as PublishedContentMap;

test('content published on the server is carried in a block no text can close', () => {
  const block = publishedContentScript(published);
  expect(block).toBe(
    '<script type="application/json" id="published-content">{"home":{"etag":"\\"3f9a\\"","content":{"heroSection":{"title":"Join \\u003c/script>\\u003c!-- us"}}}}</script>',
  );
  const page = withRootMarkup(built(), '<h1>Join us</h1>', block);
  expect(hasPublishedContent(page)).toBe(true);
  expect(hasPublishedContent(built())).toBe(false);
});

test('a page the device keeps is stamped with when it was fetched, on its content block', () => {
  const page = withRootMarkup(built(), '<h1>Join us</h1>', publishedContentScript(published));
  const kept = stampKeptPage(page, 1_764_230_400_123.9);
  expect(kept).toContain(
    '<script type="application/json" id="published-content" data-kept-at="1764230400123">{"home"',
  );
  expect(kept.replace(' data-kept-at="1764230400123"', '')).toBe(page);
  expect(stampKeptPage(built(), 1)).toBe(built());
});

/** The privacy page's sentence as the build writes it (dist/privacy-policy/index.html). */
const privacyText =
  '<p>Inquiries are kept for <span data-retention="inquiryDays">365 days</span> and applications for<!-- --> <span data-retention="applicationDays">730 days</span> after we receive them; then our server deletes them.</p>';

test('the retention periods written into the privacy page are the ones read back from it', () => {
  expect(readRetention(privacyText)).toEqual({ inquiryDays: 365, applicationDays: 730 });
  const served = withRetention(privacyText, { inquiryDays: 90, applicationDays: 1 });
  expect(served).toBe(
    '<p>Inquiries are kept for <span data-retention="inquiryDays">90 days</span> and applications for<!-- --> <span data-retention="applicationDays">1 day</span> after we receive them; then our server deletes them.</p>',
  );
  expect(readRetention(served)).toEqual({ inquiryDays: 90, applicationDays: 1 });
});

/** The forms' notice as the build writes it (dist/contact/index.html): the period in months. */
const noticeText =
  'and keep them for<!-- --> <span data-retention="inquiryDays" data-retention-words="months">12 months</span>, then delete them.';

test('the notice’s period is written in months where it is a whole number of them, else in days', () => {
  expect(readRetention(noticeText)).toEqual({ inquiryDays: 365 });
  const inMonths = withRetention(noticeText, { inquiryDays: 30, applicationDays: 730 });
  expect(inMonths).toBe(
    'and keep them for<!-- --> <span data-retention="inquiryDays" data-retention-words="months">1 month</span>, then delete them.',
  );
  expect(readRetention(inMonths)).toEqual({ inquiryDays: 30 });
  const inDays = withRetention(inMonths, { inquiryDays: 45, applicationDays: 730 });
  expect(inDays).toContain('data-retention-words="months">45 days</span>');
  expect(readRetention(inDays)).toEqual({ inquiryDays: 45 });
});

test('a page states the server’s periods in its head, whether or not it shows any', () => {
  const retention = { inquiryDays: 90, applicationDays: 1095 };
  const served = withRetention(built(), retention);
  expect(served).toContain(
    '<script type="application/json" id="served-retention">{"inquiryDays":90,"applicationDays":1095}</script></head>',
  );
  expect(readRetention(served)).toEqual(retention);
  // Written again with others (a page kept under an earlier setting): one block, the new periods.
  const again = withRetention(served, { inquiryDays: 60, applicationDays: 730 });
  expect(again.match(/id="served-retention"/g)).toHaveLength(1);
  expect(readRetention(again)).toEqual({ inquiryDays: 60, applicationDays: 730 });
  // The periods a page shows win over its block: hydration keeps what is on the page.
  expect(readRetention(`${noticeText}${served}`)).toEqual({ ...retention, inquiryDays: 365 });
});

test('the block alone, as the service worker keeps it, states the server’s periods', () => {
  const retention = { inquiryDays: 90, applicationDays: 1095 };
  expect(servedRetentionOf(servedRetentionScript(retention))).toEqual(retention);
  expect(servedRetentionOf(withRetention(built(), retention))).toEqual(retention);
  // A page served with the defaults has no block; the periods it shows are not the server's say.
  expect(servedRetentionOf(noticeText)).toBeUndefined();
  expect(servedRetentionOf(built())).toBeUndefined();
});

test('a damaged block states nothing', () => {
  const damaged = built().replace(
    '</head>',
    '<script type="application/json" id="served-retention">{"inquiryDays":-1,"applicationDays":"x"</script></head>',
  );
  expect(readRetention(damaged)).toEqual({});
  expect(readRetention(damaged.replace('"x"', '"x"}').replace('-1', '1.5'))).toEqual({});
});

test('a document without a head or marked periods is left as it is', () => {
  const other = '<p>Kept for 365 days.</p>';
  expect(withRetention(other, { inquiryDays: 90, applicationDays: 31 })).toBe(other);
  expect(readRetention(other)).toEqual({});
});

test('a page states its own periods only when they are not the defaults it was built with', () => {
  expect(statesOwnRetention(privacyText)).toBe(false);
  expect(
    statesOwnRetention(withRetention(privacyText, { inquiryDays: 365, applicationDays: 400 })),
  ).toBe(true);
  expect(statesOwnRetention(built())).toBe(false);
  expect(
    statesOwnRetention(withRetention(built(), { inquiryDays: 365, applicationDays: 400 })),
  ).toBe(true);
});
