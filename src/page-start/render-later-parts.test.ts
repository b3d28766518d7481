import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderedAttribute } from '../domain/render-later.ts';
import { renderLaterParts } from './render-later-parts.ts';

const rendered = () =>
  [...document.querySelectorAll(`[${renderedAttribute}]`)].map((element) => element.id);

describe('the later parts of a page', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header id="header"></header>
      <main id="main"><section id="hero"></section><section id="courses"></section><div id="stats"></div></main>
      <footer id="footer"></footer>`;
  });

  test('are marked rendered one at a time after the first paint, the first section never', async () => {
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(rendered()));
    observer.observe(document.body, { attributes: true, subtree: true });
    renderLaterParts();
    expect(rendered()).toEqual([]);
    await vi.waitFor(() => expect(rendered()).toEqual(['courses', 'stats', 'footer']));
    observer.disconnect();
    // One part per idle moment, in the page's order: never the whole page in one task.
    expect(seen.map((ids) => ids.length)).toEqual([1, 2, 3]);
  });

  test('of a page the app renders afterwards are marked too', async () => {
    renderLaterParts();
    await vi.waitFor(() => expect(rendered()).toContain('footer'));
    const main = document.getElementById('main');
    main?.replaceChildren(
      ...['about-hero', 'vision', 'team'].map((id) => {
        const section = document.createElement('section');
        section.id = id;
        return section;
      }),
    );
    await vi.waitFor(() => expect(rendered()).toEqual(['vision', 'team', 'footer']));
  });
});
