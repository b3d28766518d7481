/**
 * The icons content may name (a course's, a feature's, a statistic's) as one SVG sprite, a
 * file beside the app rather than code inside it: a page renders `<use>` of a symbol by the
 * content's name, and a first visit downloads no icon code to hydrate those icons.
 * `virtual:content-icons` gives the sprite's URL, with a hash of its content in the name like
 * every other built asset, so browsers keep it for good and a release with new icons is a
 * new file. The shapes are those @tabler/icons-react renders, as for the app's other icons.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { type ContentIconName, contentIconNames } from '../../src/domain/content/icon-names.ts';

const id = 'virtual:content-icons';
const resolvedId = `\0${id}`;

/** Each name content may use, and the Tabler icon rendered for it. */
const tablerIcons: Readonly<Record<ContentIconName, string>> = {
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

/** The sprite: a `<symbol>` per content icon name, its id the name. */
export async function contentIconSprite(): Promise<string> {
  const symbols = [];
  for (const name of contentIconNames) {
    const icon = tablerIcons[name];
    // The shapes @tabler/icons-react renders each icon's <svg> with, as its module exports them.
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
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The sprite's text and its file under the build's output, named by a hash of the text. */
async function spriteFile(): Promise<{ sprite: string; fileName: string }> {
  const sprite = await contentIconSprite();
  const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8);
  return { sprite, fileName: `assets/content-icons-${hash}.svg` };
}

export function contentIcons(): Plugin {
  let file: Promise<{ sprite: string; fileName: string }> | undefined;
  const made = () => {
    file ??= spriteFile();
    return file;
  };
  let base = '/';
  let emit = false;
  return {
    name: 'academy:content-icons',
    configResolved(config) {
      base = config.base;
      emit = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return undefined;
      const { fileName } = await made();
      return `export const contentIconsUrl = ${JSON.stringify(`${base}${fileName}`)};`;
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
