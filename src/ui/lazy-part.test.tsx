import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubFetch } from '../test/network.ts';
import { lazyPart } from './lazy-part.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Panel() {
  return <p>Saved for offline use</p>;
}

/** Code that cannot load until `connect` is called. */
function codeBehindConnection() {
  let connected = false;
  return {
    load: vi.fn(() =>
      connected ? Promise.resolve(Panel) : Promise.reject(new TypeError('Failed to fetch')),
    ),
    connect: () => {
      connected = true;
    },
  };
}

test('a part whose code cannot load says so in its place, beside the rest of the page', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  const { load } = codeBehindConnection();
  const Part = lazyPart(load);
  render(
    <>
      <h1>Home</h1>
      <Part />
    </>,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Needs a connection');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
});

/** A part rendered while nothing reaches the site, once it has said so. */
async function renderWithoutConnection() {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  const code = codeBehindConnection();
  const Part = lazyPart(code.load);
  render(<Part />);
  await screen.findByRole('status');
  return code;
}

test('Try again loads the part at once', async () => {
  const { connect } = await renderWithoutConnection();
  connect();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Saved for offline use')).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
});

test('the part loads by itself once the connection is back', async () => {
  const { load, connect } = await renderWithoutConnection();
  connect();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Saved for offline use')).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a quiet part shows nothing while its code cannot load', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  const { load } = codeBehindConnection();
  const Part = lazyPart(load, { quiet: true });
  const { container } = render(<Part />);
  await vi.waitFor(() => expect(load).toHaveBeenCalled());
  await act(() => Promise.resolve());
  expect(container).toBeEmptyDOMElement();
});
