import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { stubFetch } from '../test/network.ts';
import { AppRoot } from './app-root.tsx';

// The layout itself throws (here its header, outside the page's own boundary) until mended.
let broken = true;
vi.mock('./layout/header.tsx', async (importOriginal) => {
  const { Header } = await importOriginal<typeof import('./layout/header.tsx')>();
  return {
    Header() {
      if (broken) throw new Error('The header received a menu it cannot show');
      return <Header />;
    },
  };
});

test('a layout that throws shows the site-wide "Something went wrong" page, which tries again', async () => {
  // React reports the error it caught; the visitor sees the page below instead. The home
  // page's content is not there to fetch.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubFetch().mockResolvedValue(new Response(null, { status: 404 }));
  render(<AppRoot />);

  const main = await screen.findByRole('main');
  expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  expect(main).toHaveTextContent(
    'This page could not be shown. Try again, or go back to the home page.',
  );
  expect(screen.queryByRole('banner')).toBeNull();
  // Loaded from the server, not by the app that threw: the app leaves its click alone.
  const home = within(main).getByRole('link', { name: 'Back to the home page' });
  expect(home).toHaveAttribute('href', '/');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  home.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);

  broken = false;
  await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('banner')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});
