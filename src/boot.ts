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

/**
 * A pre-rendered page inlines the styles its HTML uses and loads the full stylesheets (for
 * menus, dialogs and the pages visited next) without blocking; they apply together once all
 * have arrived, so the cascade never changes order half-way.
 */
function applyFullStyles() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-full-styles]')];
  const loaded = links.map((link) =>
    link.sheet
      ? undefined
      : new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
  );
  void Promise.all(loaded).then(() => {
    for (const link of links) link.media = 'all';
  });
}

applyFullStyles();
void whenPainted(3000).then(() => import('./main.tsx'));
