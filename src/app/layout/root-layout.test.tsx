import { screen } from '@testing-library/react';
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
