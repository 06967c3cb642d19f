/** What the shell's features share: the runtime configuration and analytics. */
import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from '../analytics/analytics';
import type { SiteConfig } from '../remotes/site-config';

export interface SiteServices {
  config: SiteConfig;
  analytics: Analytics;
}

const SiteServicesContext = createContext<SiteServices | null>(null);

export function SiteServicesProvider({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteServicesContext.Provider value={services}>{children}</SiteServicesContext.Provider>;
}

export function useSiteServices(): SiteServices {
  const services = useContext(SiteServicesContext);
  if (!services) throw new Error('useSiteServices must be used inside SiteServicesProvider');
  return services;
}
