import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../ui/theme.ts';

interface RenderOptions {
  /** The path the memory router starts at. */
  path?: string;
}

/** Renders a component inside the app's theme and a memory router, as a page sees it. */
export function render(ui: ReactElement, { path = '/' }: RenderOptions = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    router,
    ...testingLibraryRender(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    ),
  };
}
