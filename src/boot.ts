// Start-up only. A pre-rendered page asks for this module once its first paint is on screen
// (its inline start script, built from src/page-start/, waits for the main pictures and a
// frame): the app's code downloads from here, so on a slow phone the visitor sees the page
// before the app starts working behind it.
import type { AppAssets } from './domain/page-document.ts';
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
 * would differ for a moment and things would jump. One added per task: adding a stylesheet
 * takes the browser a few milliseconds on a slow phone, and a tap can come between. Once all
 * have loaded, the inlined copy of their rules goes in the same task: the browser then restyles
 * the page against the full rules once, not against both (a third less work on `/`, and a
 * shorter task before the app starts). Should one fail, the inlined rules stay, all in the head.
 */
function loadFullStyles(hrefs: readonly string[]): Promise<void> {
  const links = hrefs.map(
    (href) =>
      new Promise<HTMLLinkElement | undefined>((added) =>
        setTimeout(() => {
          const link = addLink({ rel: 'stylesheet', href, media: 'print' });
          link.addEventListener('load', () => added(link), { once: true });
          link.addEventListener('error', () => added(undefined), { once: true });
        }),
      ),
  );
  return Promise.all(links).then((loaded) => {
    for (const link of loaded) if (link) link.media = 'all';
    // inlinedStyleAttribute, written out (as appAssetsId above).
    const inlined = document.querySelectorAll('style[data-inlined]');
    if (loaded.every(Boolean)) {
      for (const style of inlined) style.remove();
      return;
    }
    // The rules after the page's first section sit inside #root, where React would find an
    // element it did not render: they move to the head, after the others, in the same order.
    const inHead = [...inlined].filter((style) => style.parentElement === document.head);
    const later = [...inlined].filter((style) => style.parentElement !== document.head);
    const last = inHead.at(-1);
    if (last) last.after(...later);
    else document.head.append(...later);
  });
}

function start() {
  const assets = readAppAssets();
  // The app's modules, one preload per task (each costs the main thread a few milliseconds on
  // a slow phone), so none of them holds up a tap.
  for (const href of assets.js ?? []) {
    setTimeout(() => addLink({ rel: 'modulepreload', href, crossorigin: '' }));
  }
  // The app once its stylesheets apply (its menus and dialogs need them). By then its modules
  // and stylesheets have all been asked for: the import's own preloading adds nothing (it
  // would add them all in one task, and the stylesheets one by one). React DOM first, in a
  // task of its own: run together, its code and the app's made one task long enough to hold
  // up a tap on a slow phone (about 100 ms at a quarter of this machine's speed).
  void loadFullStyles(assets.css ?? [])
    .then(() => import('react-dom/client'))
    // main.tsx imports React DOM itself: a failure here comes again there, in the console.
    .catch(() => undefined)
    .then(() => new Promise((next) => setTimeout(next)))
    .then(() => import('./main.tsx'));
}

start();
