/**
 * Every icon of the site as one SVG sprite, a file beside the app rather than code inside it or
 * markup in every page: the site's own icons (src/ui/icon-names.ts) and those content may name
 * (a course's, a feature's, a statistic's: src/domain/content/icon-names.ts). A page renders
 * `<use>` of a symbol by its name, so a first visit downloads no icon code to hydrate, and the
 * pages the service worker keeps carry no icon shapes. `virtual:icons` gives the sprite's URL,
 * with a hash of its content in the name like every other built asset, so browsers keep it for
 * good and a release with new icons is a new file. The shapes are @tabler/icons-react's.
 */
import { createHash } from 'node:crypto';
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

type IconNode = [tag: string, attributes: Record<string, string>][];

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * One `<symbol>`, its id the name, with the shapes @tabler/icons-react renders the icon's
 * `<svg>` with, as its module exports them. A filled icon's symbol paints its shapes itself;
 * an outline icon's take their stroke from the `<svg>` that uses them.
 */
async function symbol(name: string, icon: string): Promise<string> {
  const { __iconNode: node }: { __iconNode: IconNode } = await import(
    `@tabler/icons-react/dist/esm/icons/${icon}.mjs`
  );
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${written}/>`;
  });
  // Tabler names its filled icons so (IconQuoteFilled); the rest are outlines.
  const paint = icon.endsWith('Filled') ? ' fill="currentColor" stroke="none"' : '';
  return `<symbol id="${name}" viewBox="0 0 24 24"${paint}>${shapes.join('')}</symbol>`;
}

/** The sprite: a symbol per content icon name and per site icon name. */
export async function iconSprite(): Promise<string> {
  const symbols = [];
  for (const name of contentIconNames) symbols.push(await symbol(name, contentIcons[name]));
  for (const [name, icon] of Object.entries(siteIcons)) symbols.push(await symbol(name, icon));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's text and its file under the build's output, named by a hash of the text. */
async function spriteFile(): Promise<{ sprite: string; fileName: string }> {
  const sprite = await iconSprite();
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
