import type { PageKey } from '@agency/site-kit/topology';
import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { brand } from '../brand/brand';
import { consentDialogOpenAtom } from '../consent/consent-state';
import { Layout } from '../layout/Layout';
import { NotFound } from '../not-found/NotFound';
import { AboutPage, HomePage, PortfolioPage, PrivacyPolicyPage } from '../remotes/remote-parts';
import { cPopupStateAtom } from '../ui-state/atoms';
import { ROUTES } from './paths';
import { useSiteServices } from './site-services';

function HomeRoute() {
  const { analytics } = useSiteServices();
  const openContactPopup = useSetAtom(cPopupStateAtom);
  return <HomePage brand={brand} track={analytics.track} onStartProject={() => openContactPopup(true)} />;
}

function PortfolioRoute() {
  const { analytics } = useSiteServices();
  const { portfolioItem } = useParams();
  return <PortfolioPage brand={brand} track={analytics.track} portfolioItem={portfolioItem} />;
}

function AboutRoute() {
  const { analytics } = useSiteServices();
  return <AboutPage brand={brand} track={analytics.track} />;
}

function PrivacyPolicyRoute() {
  const { analytics, config } = useSiteServices();
  const openCookieSettings = useSetAtom(consentDialogOpenAtom);
  return (
    <PrivacyPolicyPage
      brand={brand}
      track={analytics.track}
      retentionDays={config.retentionDays}
      onOpenCookieSettings={() => openCookieSettings(true)}
    />
  );
}

/** The element of each page key of the topology table's routes. */
const PAGE_ELEMENTS: Record<PageKey, ReactElement> = {
  home: <HomeRoute />,
  portfolio: <PortfolioRoute />,
  about: <AboutRoute />,
  privacyPolicy: <PrivacyPolicyRoute />,
};

/** docs/product-rules.md §2 routes (site-kit/src/topology.mjs); the pages load lazily from their remotes. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key={route.path} index element={PAGE_ELEMENTS[route.page]} />
          ) : (
            <Route key={route.path} path={route.path.slice(1)} element={PAGE_ELEMENTS[route.page]} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
