import { renderedAttribute, renderLaterSelector } from '../domain/render-later.ts';
import { afterNextPaint } from './start-app-after-paint.ts';

let rendering = false;

/** The next idle moment (at most a second away); without idle callbacks (Safari), the next frame. */
function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in self) requestIdleCallback(then, { timeout: 1000 });
  else afterNextPaint(then);
}

/** Marks one part rendered per idle moment until none is left. */
function renderNextPart(): void {
  const part = document.querySelector(renderLaterSelector);
  part?.setAttribute(renderedAttribute, '');
  if (part) whenIdle(renderNextPart);
  else rendering = false;
}

function startRendering(): void {
  if (!rendering) whenIdle(renderNextPart);
  rendering = true;
}

/**
 * Renders the page's later parts in idle moments once the page has painted (domain/render-later.ts),
 * and those of every page the app opens after it: the app renders each page into the same main
 * element.
 */
export function renderLaterParts(): void {
  afterNextPaint(startRendering);
  const main = document.getElementById('main');
  if (main) new MutationObserver(startRendering).observe(main, { childList: true });
}
