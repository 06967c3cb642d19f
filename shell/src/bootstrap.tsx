import { createStore } from 'jotai';
import { createAnalytics } from './analytics/analytics';
import { updateConsentMode } from './consent/consent-mode';
import { consentAtom, effectiveConsentAtom } from './consent/consent-state';
import { initFederation } from './remotes/federation';
import { firstPaintHtmlAtom, noteFirstPaintAnimations, takeFirstPaintHtml } from './remotes/first-paint';
import { readSiteConfig } from './remotes/site-config';
import { yieldToBrowser } from './app/yield-to-browser';

// The start-up runs as a few short tasks instead of one long one, so the page
// already on screen keeps painting and answering input while the code starts:
// React, then the app's modules, then the first render (which React itself
// splits, being a transition). The eager imports are in this chunk already;
// they only defer evaluating the modules.
async function start(): Promise<void> {
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

  await yieldToBrowser();
  const [{ StrictMode, startTransition }, { createRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();

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
}

void start();
