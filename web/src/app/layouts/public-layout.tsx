import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrationSlice } from '@/components/hydration-slice';
import { SiteProfileContext } from '@/components/site-profile';
import { useScrollReveal } from '@/components/use-scroll-reveal';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { LAYOUT_TEXT } from './messages';
import classes from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFontsLoaded } from './use-fonts-loaded';
import { useScrollToTop } from './use-scroll-to-top';

interface PublicLayoutProps {
  /** Above the navigation bar: the PWA's offline banner and update prompt go here. */
  banner?: ReactNode;
  /** In the navigation bar, beside the colour-scheme toggle: the PWA's install button. */
  navActions?: ReactNode;
}

export function PublicLayout({ banner, navActions }: PublicLayoutProps) {
  useScrollToTop();
  useFontsLoaded();
  useScrollReveal();
  // Same key as the home hero: one request, and the name is there offline too.
  const hero = usePublic(publicQueries.hero);
  const name = hero.data?.name ?? DEFAULT_PERSONAL_INFO.name;
  const title = hero.data?.title ?? DEFAULT_PERSONAL_INFO.title;
  const profile = useMemo(() => ({ name, title }), [name, title]);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {LAYOUT_TEXT.skipToContent}
      </a>
      {banner}
      <SiteHeader name={name} actions={navActions} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <SiteProfileContext value={profile}>
          <Outlet />
        </SiteProfileContext>
      </main>
      <HydrationSlice id="footer">
        <SiteFooter name={name} />
      </HydrationSlice>
    </div>
  );
}
