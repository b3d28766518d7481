import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { RootLayout } from './root-layout.tsx';

let broken = true;

function PageThatThrows() {
  if (broken) throw new Error('A section received content it cannot show');
  return <h1>Courses</h1>;
}

test('a page that throws while rendering leaves the header working and can be tried again', async () => {
  // React reports the error it caught; the visitor sees the page below instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="*" element={<PageThatThrows />} />
      </Route>
    </Routes>,
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(screen.getByRole('banner')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Courses' })).toBeVisible();
});

test('a page that threw is shown anew once the visitor goes to another page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  broken = true;
  render(
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<PageThatThrows />} />
      </Route>
    </Routes>,
    { path: '/courses' },
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await userEvent.click(
    within(screen.getByRole('banner')).getByRole('link', { name: 'RAAM Academy home' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});
