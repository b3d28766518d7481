import { type AppAssets, appAssetsId } from '../domain/page-document.ts';

/** Longest wait for the main pictures: a slow or broken picture does not hold the app back. */
const picturesWaitMs = 3000;

/** The page's #app-assets JSON; undefined on a page without it (nothing to start). */
function readAppAssets(): AppAssets | undefined {
  try {
    return JSON.parse(document.getElementById(appAssetsId)?.textContent ?? '') as AppAssets;
  } catch {
    // None on this page (or not readable): it stays as the server sent it, links and all.
    return undefined;
  }
}

/** Settles once every main picture is decoded (or failed to), or after `picturesWaitMs`. */
function mainPicturesDecoded(): Promise<unknown> {
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  // A picture that cannot be decoded shows its alt text; the app starts all the same.
  const decoded = [...pictures].map((image) => image.decode().catch(() => {}));
  return Promise.race([
    Promise.all(decoded),
    new Promise((waited) => setTimeout(waited, picturesWaitMs)),
  ]);
}

/** Runs `then` once the frame after the next has started: the pictures are on screen by then. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

/** The manifest, then the start-up module, as the built index.html would have named them. */
function addToHead(boot: string, manifest: string | undefined): void {
  if (manifest) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = boot;
  document.head.append(script);
}

/**
 * Starts the app once the page's main pictures are decoded and a frame has shown them (or after
 * 3 s): the start-up module and the web app manifest are only asked for then. Until the first
 * paint is on screen, the page's own text and pictures have the connection to themselves: the
 * manifest (and the icon the browser fetches after it) and a script requested with the page
 * would take two of a browser's six connections to a site, and their round trips would come
 * before the main picture's on a slow network.
 */
export function startAppAfterPaint(): void {
  const { boot, manifest } = readAppAssets() ?? {};
  if (!boot) return;
  void mainPicturesDecoded().then(() => afterNextPaint(() => addToHead(boot, manifest)));
}
