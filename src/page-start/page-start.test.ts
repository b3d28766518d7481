import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deferredWidget, needsApp, pending } from '../domain/early-click.ts';
import { appAssetsElement } from '../domain/page-document.ts';
import { headerSolidPastPx, siteHeaderId } from '../domain/site-header.ts';
// The script as a page runs it: its listeners on this file's document, once.
import './page-start.ts';

const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();

describe('a click before the app has hydrated', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form><button ${needsApp} id="send"><span>Send</span></button></form>
      <div ${deferredWidget}><button id="next">Next</button><a href="#more">More</a></div>
      <button id="plain">Plain</button>`;
  });

  const marked = () => [...document.querySelectorAll(`[${pending}]`)].map((element) => element.id);

  test('marks the control that needs the app, whatever inside it was clicked', () => {
    click('#send span');
    expect(marked()).toEqual(['send']);
  });

  test('marks it even when a handler on the way stops the click', () => {
    document.querySelector('form')?.addEventListener('click', (event) => event.stopPropagation(), {
      capture: true,
    });
    click('#send');
    expect(marked()).toEqual(['send']);
  });

  test('marks a button of a widget whose code has yet to arrive, not its links', () => {
    click(`[${deferredWidget}] a`);
    expect(marked()).toEqual([]);
    click('#next');
    expect(marked()).toEqual(['next']);
  });

  test('leaves every other control alone', () => {
    click('#plain');
    expect(marked()).toEqual([]);
  });
});

describe('the header over a scrolled page', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  test('is rendered white past the threshold until the app is ready, then left to the app', () => {
    document.body.innerHTML = `<header id="${siteHeaderId}"></header><main></main>`;
    const header = document.getElementById(siteHeaderId);
    scrollTo(headerSolidPastPx + 1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(headerSolidPastPx);
    expect(header).not.toHaveAttribute('data-scrolled');

    document.documentElement.dataset.appReady = 'true';
    scrollTo(400);
    expect(header).not.toHaveAttribute('data-scrolled');
    // The listener is gone, not merely idle.
    delete document.documentElement.dataset.appReady;
    scrollTo(400);
    expect(header).not.toHaveAttribute('data-scrolled');
  });
});

describe('starting the app', () => {
  const boot = '/assets/boot-3f9a.js';
  const manifest = '/manifest.webmanifest';

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = appAssetsElement({ boot, manifest, js: [], css: [] });
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Main pictures whose decoding the test settles; `decode` as a browser has it. */
  function mainPictures(count: number) {
    return Array.from({ length: count }, () => {
      const image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      document.body.append(image);
      const decoding = { resolve: () => {}, reject: (_error: Error) => {} };
      const decoded = new Promise<void>((resolve, reject) => {
        Object.assign(decoding, { resolve, reject });
      });
      image.decode = () => decoded;
      return decoding;
    });
  }

  /** What the page has asked for to start the app, in the order it did. */
  const askedFor = () =>
    [...document.head.querySelectorAll('link[rel="manifest"], script[src]')].map(
      (element) => element.outerHTML,
    );
  const started = [
    `<link rel="manifest" href="${manifest}">`,
    `<script type="module" crossorigin="" src="${boot}"></script>`,
  ];

  const htmlParsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));

  test('asks for the manifest and the start-up module once the main pictures are decoded and two frames have shown them', async () => {
    const [first, second] = mainPictures(2);
    htmlParsed();
    await vi.advanceTimersByTimeAsync(1000);
    first?.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(askedFor()).toEqual([]);

    // A picture that fails to decode holds nothing back either.
    second?.reject(new Error('broken picture'));
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersToNextFrame();
    expect(askedFor()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(askedFor()).toEqual(started);
  });

  test('asks for them after 3 s when a main picture never decodes', async () => {
    mainPictures(1);
    htmlParsed();
    await vi.advanceTimersByTimeAsync(2999);
    expect(askedFor()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(askedFor()).toEqual(started);
  });

  test('asks for nothing on a page that names no start-up module', async () => {
    document.head.innerHTML = '';
    htmlParsed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(askedFor()).toEqual([]);
  });
});
