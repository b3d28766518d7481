import { createRequire } from 'node:module';
import { createElement, forwardRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { iconShapes, iconSprite } from './plugin.ts';

const tablerIcons = createRequire(import.meta.url)('@tabler/icons-react');

/** @tabler/icons-react with some of its exports changed, rendered by React as the build does. */
const changedTabler = (changes: Record<string, unknown>) => ({
  icons: { ...tablerIcons, ...changes },
  render: (component: Parameters<typeof createElement>[0]) =>
    renderToStaticMarkup(createElement(component)),
});

test('the sprite draws each icon with the shapes of its Tabler component', () => {
  const sprite = iconSprite();
  expect(sprite).toContain(
    '<symbol id="Brain" viewBox="0 0 24 24"><path d="M15.5 13a3.5 3.5 0 0 0 -3.5 3.5v1a3.5 3.5 0 0 0 7 0v-1.8"/>',
  );
  // A filled icon paints its shapes itself.
  expect(sprite).toMatch(
    /<symbol id="quote-filled" viewBox="0 0 24 24" fill="currentColor" stroke="none"><path d="M9 5a2 2 0 0 1/,
  );
  expect(sprite).not.toMatch(/<\/path>|class=|stroke-width/);
});

test('an icon the package no longer exports fails the build, naming it', () => {
  expect(() => iconSprite(changedTabler({ IconRobot: undefined }))).toThrow(
    'tools/icons: @tabler/icons-react exports no IconRobot, the icon named Bot',
  );
});

test('an icon that renders something other than an <svg> of shapes fails the build', () => {
  const grouped = forwardRef(() =>
    createElement(
      'svg',
      { viewBox: '0 0 24 24' },
      createElement('g', null, createElement('path', { d: 'M0 0' })),
    ),
  );
  expect(() => iconSprite(changedTabler({ IconBrain: grouped }))).toThrow(
    `tools/icons: @tabler/icons-react's IconBrain rendered <svg viewBox="0 0 24 24"><g><path d="M0 0"></path></g></svg>, not an <svg> of empty shapes (decision 052)`,
  );
  expect(() => iconShapes('IconBrain', '')).toThrow('IconBrain rendered nothing');
});
