// Start-up only. The styles load with the page; the app's code downloads at once (the HTML
// preloads it) but runs only after the pre-rendered page has painted its main picture, so on a
// slow phone the visitor sees the page before the app starts working behind it.
import './app/styles.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once the page's high-priority images are decoded and a frame has shown them. */
async function whenPainted(maxWaitMs: number): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // decode() settles once the picture can be drawn, or fails when it cannot load at all.
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
  await nextFrame();
  await nextFrame();
}

interface AppAssets {
  /** The app's and the page's chunks. */
  js?: string[];
  /** The full stylesheets; the page's HTML inlines only the rules it uses. */
  css?: string[];
}

function readAppAssets(): AppAssets {
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
  await whenPainted(3000);
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
