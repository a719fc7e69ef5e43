import { MantineProvider } from '@mantine/core';
import type { Notifications as NotificationsContainer } from '@mantine/notifications';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { theme } from '@/theme';
import classes from './notifications.module.css';

/**
 * The toasts' container, imported once the page has rendered or hydrated and the browser is idle
 * (app.tsx): toasts shown before it arrives wait in Mantine's notifications store and appear with
 * it.
 */
export function DeferredNotifications() {
  // The admin's header holds Publish and View site: its toasts start below it, never over it.
  const admin = useLocation().pathname.startsWith(paths.admin.root);
  const [Container, setContainer] = useState<typeof NotificationsContainer | null>(null);
  useEffect(() => {
    let active = true;
    void import('./notifications-module').then((m) => {
      // A transition: mounting the container (a portal and its transition group) gives way to input.
      if (active) startTransition(() => setContainer(() => m.Notifications));
    });
    return () => {
      active = false;
    };
  }, []);
  return Container ? (
    <Container position="top-right" className={admin ? classes.belowAdminHeader : undefined} />
  ) : null;
}

/**
 * What the browser (app.tsx) and the prerenderer (entry-server.tsx) both wrap the routes in. The
 * theme's CSS variables and global classes come from a stylesheet made of this theme at build
 * time (vite/mantine-css-variables.ts, imported by main.tsx), not from <style> elements in the
 * body of every page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
