/**
 * `virtual:mantine-theme.css`: the CSS variables and helper classes MantineProvider would
 * compute and inject in the browser for the app's theme, computed once at build time instead
 * (the app uses a static provider, src/app/app.tsx). Rendered by Mantine itself, so it cannot
 * drift from what Mantine would produce. A build also checks that the context widgets get
 * without MantineProvider is still the one MantineProvider would give (./mantine-context.ts).
 */
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { mantineContext } from '../../src/ui/mantine-context.ts';
import { assertSameContext, mantineVersion, providedContext } from './mantine-context.ts';

const id = 'virtual:mantine-theme.css';
const resolvedId = `\0${id}`;

export function mantineThemeCss(theme: MantineThemeOverride): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, defaultColorScheme: 'light' }),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length === 0) throw new Error('MantineProvider rendered no styles');
  return `${styles.join('\n')}\n`;
}

export function mantineThemeCssPlugin(theme: MantineThemeOverride): Plugin {
  let build = false;
  return {
    name: 'academy:mantine-theme-css',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!build) return;
      try {
        assertSameContext(providedContext(theme), mantineContext, mantineVersion());
      } catch (problem) {
        this.error(problem instanceof Error ? problem.message : String(problem));
      }
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load: (loaded) => (loaded === resolvedId ? mantineThemeCss(theme) : undefined),
  };
}
