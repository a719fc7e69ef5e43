import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import { theme } from '@/theme';
import { ReloadPrompt } from './pwa/reload-prompt';
import { router } from './router';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="top-right" />
      <RouterProvider router={router} />
      <ReloadPrompt />
    </MantineProvider>
  );
}
