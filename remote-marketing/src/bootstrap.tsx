import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import About from './about/About';
import Home from './home/Home';
import PrivacyPolicy from './privacy-policy/PrivacyPolicy';

const props = { brand: standaloneBrand, track: consoleTrack };

renderStandalone(
  <>
    <Home {...props} onStartProject={() => consoleTrack('start_project_opened')} />
    <About {...props} />
    <PrivacyPolicy {...props} retentionDays={180} onOpenCookieSettings={() => consoleTrack('cookie_settings')} />
  </>,
);
