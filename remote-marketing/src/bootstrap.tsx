import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import About from './about/About';
import Home from './home/Home';
import PrivacyPolicy from './privacy-policy/PrivacyPolicy';

/** Standalone dev page: /about and /privacy-policy show those pages, any other path the home page. */
const props = { brand: standaloneBrand, track: consoleTrack };
const STANDALONE_RETENTION_DAYS = 180;

function StandalonePage({ path }: { path: string }) {
  if (path.startsWith('/about')) return <About {...props} />;
  if (path.startsWith('/privacy-policy')) {
    return (
      <PrivacyPolicy
        {...props}
        retentionDays={STANDALONE_RETENTION_DAYS}
        onOpenCookieSettings={() => consoleTrack('cookie_settings_opened')}
      />
    );
  }
  return <Home {...props} onStartProject={() => consoleTrack('start_project_opened')} />;
}

renderStandalone(<StandalonePage path={window.location.pathname} />);
