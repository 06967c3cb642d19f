import { createStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAnalytics } from './analytics/analytics';
import { App } from './app/App';
import { updateConsentMode } from './consent/consent-mode';
import { consentAtom, effectiveConsentAtom } from './consent/consent-state';
import { initFederation } from './remotes/federation';
import { firstPaintHtmlAtom, noteFirstPaintAnimations, takeFirstPaintHtml } from './remotes/first-paint';
import { readSiteConfig } from './remotes/site-config';

const store = createStore();
const config = readSiteConfig();
const analytics = createAnalytics(() => store.get(effectiveConsentAtom).analytics);

// Consent Mode update from the stored choice on every load (the default is set inline in the page).
const storedConsent = store.get(consentAtom);
if (storedConsent) updateConsentMode(storedConsent);

initFederation(config.remotes);
// Before React replaces the server's markup: the page's static first screen, shown until the page has rendered.
store.set(firstPaintHtmlAtom, takeFirstPaintHtml());
noteFirstPaintAnimations();
// Every page renders its own title and description; the server's generic ones would shadow them.
for (const element of document.head.querySelectorAll('[data-first-paint]')) element.remove();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// Rendered as a transition so React yields to the browser while it builds the page.
startTransition(() => {
  root.render(
    <StrictMode>
      <App services={{ config, analytics }} store={store} />
    </StrictMode>,
  );
});
