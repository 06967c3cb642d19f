import type { StartProjectProps } from '@agency/site-kit/contracts';
import { Provider } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { StartProjectSection } from '../start-project-section';

const ContactPopup = lazy(() => import('../contact-popup').then((module) => ({ default: module.ContactPopup })));

/**
 * `contact/StartProject`: the start-project section below every page and the
 * contact popup. Both edit one draft, held in this remote's own jotai store.
 * The popup (and its dialog library) loads and mounts from its first opening on;
 * the section's form loads as the visitor scrolls towards it. Neither comes
 * with the page (README, "Performance").
 */
export default function StartProject(props: StartProjectProps) {
  const { isPopupOpen, onPopupOpenChange: _popupOwnedByShell, ...formProps } = props;
  const [popupUsed, setPopupUsed] = useState(isPopupOpen);
  if (isPopupOpen && !popupUsed) setPopupUsed(true);

  return (
    <Provider>
      <StartProjectSection {...formProps} />
      {popupUsed && (
        <Suspense fallback={null}>
          <ContactPopup {...props} />
        </Suspense>
      )}
    </Provider>
  );
}
