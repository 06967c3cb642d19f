import { Route, Routes, useParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { brand } from '../brand/brand';
import { consentDialogOpenAtom } from '../consent/consent-state';
import { Layout } from '../layout/Layout';
import { NotFound } from '../not-found/NotFound';
import { AboutPage, HomePage, PortfolioPage, PrivacyPolicyPage } from '../remotes/remote-parts';
import { cPopupStateAtom } from '../ui-state/atoms';
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

/** docs/product-rules.md §2 routes; the pages load lazily from their remotes. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="home" element={<HomeRoute />} />
        <Route path="portfolio/:portfolioItem?" element={<PortfolioRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
