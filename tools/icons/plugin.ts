/**
 * Every icon of the site as one SVG sprite, a file beside the app rather than code inside it or
 * markup in every page: the site's own icons (src/ui/icon-names.ts) and those content may name
 * (a course's, a feature's, a statistic's: src/domain/content/icon-names.ts). A page renders
 * `<use>` of a symbol by its name, so a first visit downloads no icon code to hydrate, and the
 * pages the service worker keeps carry no icon shapes. `virtual:icons` gives the sprite's URL,
 * with a hash of its content in the name like every other built asset, so browsers keep it for
 * good and a release with new icons is a new file. The shapes are @tabler/icons-react's, taken
 * from its public components as React renders them (decision 052).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ComponentType, createElement as CreateElement } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { type ContentIconName, contentIconNames } from '../../src/domain/content/icon-names.ts';
import { siteIcons } from '../../src/ui/icon-names.ts';

const id = 'virtual:icons';
const resolvedId = `\0${id}`;

/** Each name content may use, and the Tabler icon rendered for it. */
const contentIcons: Readonly<Record<ContentIconName, string>> = {
  Brain: 'IconBrain',
  Bot: 'IconRobot',
  Robot: 'IconRobot',
  Database: 'IconDatabase',
  MessageSquare: 'IconMessage',
  Code: 'IconCode',
  Code2: 'IconSourceCode',
  Globe: 'IconWorld',
  Binary: 'IconBinary',
  Lightbulb: 'IconBulb',
  Rocket: 'IconRocket',
  ArrowUpNarrowWide: 'IconTrendingUp',
  Users: 'IconUsers',
  Award: 'IconAward',
  BookOpen: 'IconBook2',
  Bookmark: 'IconBookmark',
  GraduationCap: 'IconSchool',
};

/**
 * @tabler/icons-react's public entry, with the React that renders its components. Loaded when
 * a sprite is made, not with the configuration: it is one module of every Tabler icon.
 */
function tablerIcons() {
  const require = createRequire(import.meta.url);
  const icons: Readonly<Record<string, ComponentType | undefined>> = require('@tabler/icons-react');
  const { createElement }: { createElement: typeof CreateElement } = require('react');
  const { renderToStaticMarkup }: { renderToStaticMarkup: typeof RenderToStaticMarkup } =
    require('react-dom/server');
  return {
    icons,
    render: (component: ComponentType) => renderToStaticMarkup(createElement(component)),
  };
}
type Tabler = ReturnType<typeof tablerIcons>;

/**
 * The shapes inside an icon's rendered `<svg>`, each empty element closed as `<path …/>`. An icon
 * that renders anything else (no `<svg>`, nested or non-empty elements) fails the build.
 */
export function iconShapes(icon: string, markup: string): string {
  const inner = /^<svg\b[^<>]*>(.*)<\/svg>$/s.exec(markup)?.[1] ?? '';
  const shapes = inner.replace(/<([a-z]+)\b([^<>]*)><\/\1>/g, '<$1$2/>');
  if (!/^(<[a-z]+\b[^<>]*\/>)+$/.test(shapes)) {
    throw new Error(
      `tools/icons: @tabler/icons-react's ${icon} rendered ${markup.slice(0, 160) || 'nothing'}, not an <svg> of empty shapes (decision 052)`,
    );
  }
  return shapes;
}

/**
 * One `<symbol>`, its id the name, with the shapes @tabler/icons-react's component for the icon
 * renders inside its `<svg>`. A filled icon's symbol paints its shapes itself; an outline
 * icon's take their stroke from the `<svg>` that uses them.
 */
function symbol(name: string, icon: string, tabler: Tabler): string {
  const component = tabler.icons[icon];
  if (component === undefined) {
    throw new Error(`tools/icons: @tabler/icons-react exports no ${icon}, the icon named ${name}`);
  }
  const shapes = iconShapes(icon, tabler.render(component));
  // Tabler names its filled icons so (IconQuoteFilled); the rest are outlines.
  const paint = icon.endsWith('Filled') ? ' fill="currentColor" stroke="none"' : '';
  return `<symbol id="${name}" viewBox="0 0 24 24"${paint}>${shapes}</symbol>`;
}

/** The sprite: a symbol per content icon name and per site icon name. */
export function iconSprite(tabler: Tabler = tablerIcons()): string {
  const symbols = [];
  for (const name of contentIconNames) symbols.push(symbol(name, contentIcons[name], tabler));
  for (const [name, icon] of Object.entries(siteIcons)) symbols.push(symbol(name, icon, tabler));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's text and its file under the build's output, named by a hash of the text. */
async function spriteFile(): Promise<{ sprite: string; fileName: string }> {
  const sprite = iconSprite();
  const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8);
  return { sprite, fileName: `assets/icons-${hash}.svg` };
}

export function icons(): Plugin {
  let file: Promise<{ sprite: string; fileName: string }> | undefined;
  const made = () => {
    file ??= spriteFile();
    return file;
  };
  let base = '/';
  let emit = false;
  return {
    name: 'academy:icons',
    configResolved(config) {
      base = config.base;
      emit = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return undefined;
      const { fileName } = await made();
      return `export const iconsUrl = ${JSON.stringify(`${base}${fileName}`)};`;
    },
    async generateBundle() {
      if (!emit) return;
      const { sprite, fileName } = await made();
      this.emitFile({ type: 'asset', fileName, source: sprite });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { sprite, fileName } = await made();
        if (request.url?.split('?')[0] !== `${base}${fileName}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite);
      });
    },
  };
}
