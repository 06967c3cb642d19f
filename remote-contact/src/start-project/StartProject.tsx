import type { StartProjectProps } from '@agency/tooling/contracts';
import { Provider } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { StartProjectSection } from '../start-project-section';

const loadContactPopup = () => import('../contact-popup');
const ContactPopup = lazy(() => loadContactPopup().then((module) => ({ default: module.ContactPopup })));

/**
 * `contact/StartProject`: the start-project section below every page and the
 * contact popup. Both edit one draft, held in this remote's own jotai store.
 * The popup (and its dialog library) mounts from its first opening on, and
 * the form's code (its validation) loads only when the visitor nears the form
 * or opens the popup: never with the page.
 */
export default function StartProject(props: StartProjectProps) {
  const { brand, track, apiBaseUrl, setLoading, isPopupOpen, onPopupOpenChange } = props;
  const [popupUsed, setPopupUsed] = useState(isPopupOpen);
  if (isPopupOpen && !popupUsed) setPopupUsed(true);

  return (
    <Provider>
      <StartProjectSection brand={brand} track={track} apiBaseUrl={apiBaseUrl} setLoading={setLoading} />
      {popupUsed && (
        <Suspense fallback={null}>
          <ContactPopup
            brand={brand}
            track={track}
            apiBaseUrl={apiBaseUrl}
            setLoading={setLoading}
            isPopupOpen={isPopupOpen}
            onPopupOpenChange={onPopupOpenChange}
          />
        </Suspense>
      )}
    </Provider>
  );
}
