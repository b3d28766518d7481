import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import { lightOnlyCss } from '../../tools/light-only-css/plugin.ts';
import { dist } from './dist.ts';

const lightOnly = (css: string) => postcss([lightOnlyCss()]).process(css, { from: undefined }).css;

describe('the stylesheets are light only', () => {
  test('a selector for the dark scheme goes, the others in its list stay', () => {
    expect(
      lightOnly(
        ':where([data-mantine-color-scheme="dark"]) .card, .card:hover { color: #fff }\n' +
          ':root[data-mantine-color-scheme=light] { --text: #111 }',
      ),
    ).toBe('.card:hover { color: #fff }\n:root[data-mantine-color-scheme=light] { --text: #111 }');
  });

  test('a rule left with no selector goes, and an at-rule left empty with it', () => {
    expect(
      lightOnly(
        '@media (min-width: 48em) { [data-mantine-color-scheme=dark] .card { color: #fff } }\n' +
          '.card { color: #111 }',
      ).trim(),
    ).toBe('.card { color: #111 }');
  });

  test('no built stylesheet names the dark scheme; the light one keeps its variables', () => {
    const assets = join(dist, 'assets');
    const css = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(css).not.toMatch(/data-mantine-color-scheme=["']?dark/);
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme=["']?light["']?\][^{]*\{[^}]*--mantine-color-text:/,
    );
  });
});
