import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import StartProject from './start-project/StartProject';

renderStandalone(
  <StartProject
    brand={standaloneBrand}
    track={consoleTrack}
    isPopupOpen={false}
    onPopupOpenChange={(open) => consoleTrack('contact_popup', { open })}
    setLoading={(key, on) => consoleTrack('loading', { key, on })}
    apiBaseUrl="http://localhost:8005"
  />,
);
