import { images as builtInImages } from '../../domain/content/images.ts';
import { multiFileImages, pictureFiles } from '../../domain/content/responsive-images.ts';
import { pageNames } from '../../domain/content/types.ts';
import { loadCoursePage } from '../../domain/course-pages/load-course-page.ts';
import { courseCatalogue } from '../../domain/courses.ts';
import { nextIdle } from '../../lib/idle.ts';
import { reportAndUse } from '../../lib/report.ts';
import { contentStore } from '../content/index.ts';

/** How far saving the site has got, for the "Save for offline use" panel. */
export interface WarmUpProgress {
  pagesDone: number;
  pagesTotal: number;
  imagesDone: number;
  imagesTotal: number;
  /** Pages whose content could not be fetched now (offline, failing). */
  pagesFailed: number;
  /** Images that could not be fetched (gone, refused): the rest of the site is still saved. */
  imagesFailed: number;
}

const imageFile = /\.(avif|gif|jpe?g|png|svg|webp)(\?|#|$)/i;

/** Every image address a piece of content names (any string field that looks like one). */
export function imagesNamedBy(content: unknown, found = new Set<string>()): Set<string> {
  if (typeof content === 'string') {
    if (imageFile.test(content) && (content.startsWith('/') || content.startsWith('https://'))) {
      found.add(content);
    }
  } else if (Array.isArray(content)) {
    for (const item of content) imagesNamedBy(item, found);
  } else if (typeof content === 'object' && content !== null) {
    for (const value of Object.values(content)) imagesNamedBy(value, found);
  }
  return found;
}

/**
 * Loads an image the way a page would (so the service worker sees an image request and keeps
 * it, on this origin or another); resolves false when it cannot be had.
 */
function loadImage(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

/**
 * The files a page shows of the images content names. A responsive built-in picture shows in
 * AVIF where the browser can (those files are precached: nothing to fetch) and in WebP where
 * it cannot (both sizes, fetched so they are kept). `canShowAvif` is asked at most once.
 */
export async function filesShown(
  named: Iterable<string>,
  canShowAvif: () => Promise<boolean>,
): Promise<string[]> {
  const files: string[] = [];
  let avif: boolean | undefined;
  for (const src of named) {
    if (!multiFileImages.includes(src)) {
      files.push(src);
      continue;
    }
    avif ??= await canShowAvif();
    if (!avif) files.push(...pictureFiles(src).webp);
  }
  return files;
}

/** Whether this browser shows AVIF pictures, tried on a small built-in one. */
function browserShowsAvif(): Promise<boolean> {
  const [smallAvif = ''] = pictureFiles(builtInImages.homeHero).avif;
  return loadImage(smallAvif);
}

/** Waits (briefly) for the service worker to control the page, so what is fetched is kept. */
async function serviceWorkerInControl(maxWaitMs = 10_000): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  await Promise.race([
    new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    ),
    new Promise((resolve) => setTimeout(resolve, maxWaitMs)),
  ]);
}

/** How many images load at once: enough to be quick, few enough not to crowd a phone's link. */
const imageConcurrency = 4;

/**
 * Fetches every page's content (saved on this device by the content store) and every course
 * page, then every image they name, so any page opens offline with its current content.
 */
export async function warmUp(onProgress: (progress: WarmUpProgress) => void = () => {}) {
  await serviceWorkerInControl();
  const store = contentStore();
  const progress: WarmUpProgress = {
    pagesDone: 0,
    pagesTotal: pageNames.length + courseCatalogue.length,
    imagesDone: 0,
    imagesTotal: 0,
    pagesFailed: 0,
    imagesFailed: 0,
  };
  const report = () => onProgress({ ...progress });
  report();
  const images = new Set<string>();
  const pageDone = (content: unknown) => {
    imagesNamedBy(content, images);
    progress.pagesDone += 1;
    // Until the end, without the responsive built-in pictures most browsers need not fetch.
    progress.imagesTotal = [...images].filter((src) => !multiFileImages.includes(src)).length;
    report();
  };

  // One page at a time, each at an idle moment: the work comes in slices a tap can come between.
  for (const page of pageNames) {
    await nextIdle();
    await store.ensure(page);
    const entry = store.get(page);
    if (!entry || entry.error || entry.source === 'saved') progress.pagesFailed += 1;
    pageDone(entry?.content);
  }
  const courseFailed = reportAndUse('A course page could not be saved for offline use', undefined);
  for (const { slug } of courseCatalogue) {
    await nextIdle();
    pageDone(await loadCoursePage(slug).catch(courseFailed));
  }

  const queue = await filesShown(images, browserShowsAvif);
  progress.imagesTotal = queue.length;
  report();
  const worker = async () => {
    for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
      await nextIdle();
      if (await loadImage(src)) progress.imagesDone += 1;
      else progress.imagesFailed += 1;
      report();
    }
  };
  await Promise.all(Array.from({ length: imageConcurrency }, worker));
  return progress;
}
