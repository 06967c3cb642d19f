import type { StartProjectProps } from '@agency/tooling/contracts';
import { Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadStartProjectForm } from '../lead-form';
import { StartProjectSection } from '../start-project-section';

const loadContactPopup = () => import('../contact-popup');
const ContactPopup = lazy(() => loadContactPopup().then((module) => ({ default: module.ContactPopup })));

/** Fetches the form and popup code once the browser is idle, so the first open is instant. */
function usePreloadWhenIdle(): void {
  useEffect(() => {
    const preload = () => {
      void loadStartProjectForm();
      void loadContactPopup();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload);
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload);
    return () => window.clearTimeout(handle);
  }, []);
}

/**
 * `contact/StartProject`: the start-project section below every page and the
 * contact popup. Both edit one draft, held in this remote's own jotai store.
 * The popup (and its dialog library) mounts from its first opening on.
 */
export default function StartProject(props: StartProjectProps) {
  const { brand, track, apiBaseUrl, setLoading, isPopupOpen, onPopupOpenChange } = props;
  const [popupUsed, setPopupUsed] = useState(isPopupOpen);
  if (isPopupOpen && !popupUsed) setPopupUsed(true);
  usePreloadWhenIdle();

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
