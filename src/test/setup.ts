import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { closeStores } from '../lib/idb-store.ts';
import { markClientRender } from '../ui/use-hydrated.ts';

// findBy…/waitFor wait for what the user would see; on a busy two-core machine a screen's
// transition or a lazily transformed module can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Tests render components on the client, as the app renders the pages after the first one.
markClientRender();

afterEach(async () => {
  cleanup();
  // Each test starts with nothing stored: a page's saved copy must not leak into the next test.
  await closeStores();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

// The test DOM (happy-dom) lays nothing out: the layout APIs Mantine and the carousels ask for.
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

/** Nothing is laid out, so everything observed counts as on screen at once. */
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// No picture's file is fetched here. happy-dom calls such a picture complete, with no size: to
// SafeImage, one that failed before the app started. In a browser it is still loading (not
// `complete`); a test that fails a picture says so with an error event.
Object.defineProperty(window.HTMLImageElement.prototype, 'complete', {
  configurable: true,
  get(this: HTMLImageElement) {
    return !this.getAttribute('src');
  },
});
