import { createContext, useContext } from 'react';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';

interface SiteProfile {
  name: string;
  title: string;
}

/**
 * Who the site is about, for what every page says about itself (site name, share image text).
 * The public layout provides the stored profile; outside it, the built-in defaults.
 */
export const SiteProfileContext = createContext<SiteProfile>({
  name: DEFAULT_PERSONAL_INFO.name,
  title: DEFAULT_PERSONAL_INFO.title,
});

export const useSiteProfile = () => useContext(SiteProfileContext);
