import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
import { contentIconNames } from '../../src/domain/content/icon-names.ts';
import { siteIcons } from '../../src/ui/icon-names.ts';
import { dist, precachedUrls, readDist } from './dist.ts';

const spriteFile = () => {
  const [file, ...others] = readdirSync(join(dist, 'assets')).filter((name) =>
    /^icons-[\w-]{8}\.svg$/.test(name),
  );
  expect(others).toEqual([]);
  return `assets/${file}`;
};

test('the icon sprite holds a drawn symbol for every site icon and every name content may use', () => {
  const sprite = new JSDOM(readDist(spriteFile()), { contentType: 'image/svg+xml' }).window
    .document;
  for (const name of [...contentIconNames, ...Object.keys(siteIcons)]) {
    const symbol = sprite.getElementById(name);
    expect(symbol?.localName, name).toBe('symbol');
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol?.querySelectorAll('path, circle, rect, line, polyline').length).toBeGreaterThan(
      0,
    );
  }
});

test('pages use the sprite the build wrote, and the service worker keeps it for offline use', () => {
  const sprite = `/${spriteFile()}`;
  const home = new JSDOM(readDist('index.html')).window.document;
  const uses = [...home.querySelectorAll('svg use')].map((use) => use.getAttribute('href'));
  expect(uses.length).toBeGreaterThan(0);
  for (const href of uses) expect(href).toMatch(new RegExp(`^${sprite}#[\\w-]+$`));
  // No icon is drawn into the page itself.
  expect(home.querySelectorAll('svg path, svg circle, svg rect, svg line')).toHaveLength(0);
  expect(precachedUrls()).toContain(sprite.slice(1));
});
