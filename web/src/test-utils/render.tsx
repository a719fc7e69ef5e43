import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/theme';

/** Renders inside the app's Mantine theme and a router, as the app does. */
export function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme}>
        <Notifications />
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    ),
  });
}
