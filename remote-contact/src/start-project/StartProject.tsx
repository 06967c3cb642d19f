import type { StartProjectProps } from '@agency/tooling/contracts';
import { Provider } from 'jotai';
import { ContactPopup } from '../contact-popup';
import { StartProjectSection } from '../start-project-section';

/**
 * `contact/StartProject`: the start-project section below every page and the
 * contact popup. Both edit one draft, held in this remote's own jotai store.
 */
export default function StartProject(props: StartProjectProps) {
  const { brand, track, apiBaseUrl, setLoading, isPopupOpen, onPopupOpenChange } = props;
  return (
    <Provider>
      <StartProjectSection brand={brand} track={track} apiBaseUrl={apiBaseUrl} setLoading={setLoading} />
      <ContactPopup
        brand={brand}
        track={track}
        apiBaseUrl={apiBaseUrl}
        setLoading={setLoading}
        isPopupOpen={isPopupOpen}
        onPopupOpenChange={onPopupOpenChange}
      />
    </Provider>
  );
}
