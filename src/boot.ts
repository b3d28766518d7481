// Start-up only. A pre-rendered page asks for this module once its first paint is on screen
// (its inline start script, src/domain/page-start-script.ts, waits for the main pictures and a
// frame): the app's code downloads from here, so on a slow phone the visitor sees the page
// before the app starts working behind it.
import type { AppAssets } from './domain/page-start-script.ts';
import './app/styles.ts';

function readAppAssets(): AppAssets {
  // appAssetsId, written out: importing a value would give this module a chunk to wait for.
  const data = document.getElementById('app-assets')?.textContent;
  return data ? (JSON.parse(data) as AppAssets) : {};
}

function addLink(attributes: Record<string, string>): HTMLLinkElement {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
  return link;
}

/**
 * The full stylesheets (for menus, dialogs and the pages visited next) load without blocking
 * and apply together once all have arrived: one by one, their order against the inlined rules
 * would differ for a moment and things would jump.
 */
function loadFullStyles(hrefs: readonly string[]) {
  const links = hrefs.map((href) => addLink({ rel: 'stylesheet', href, media: 'print' }));
  const loaded = links.map(
    (link) =>
      new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      }),
  );
  void Promise.all(loaded).then(() => {
    for (const link of links) link.media = 'all';
  });
}

async function start() {
  const assets = readAppAssets();
  const app = import('./main.tsx');
  // Each preload costs the main thread about a millisecond (four on a slow phone): a few per
  // task, so none of them holds up a tap.
  const modules = assets.js ?? [];
  for (let first = 0; first < modules.length; first += 4) {
    setTimeout(() => {
      for (const href of modules.slice(first, first + 4)) {
        addLink({ rel: 'modulepreload', href, crossorigin: '' });
      }
    });
  }
  // In a task of its own: adding the stylesheets takes the browser a while (tens of ms on a
  // slow phone), and the app's download need not wait behind it.
  setTimeout(() => loadFullStyles(assets.css ?? []));
  await app;
}

void start();
