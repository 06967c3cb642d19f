import { yieldToBrowser } from './app/yield-to-browser';

// The start-up runs as a few short tasks instead of one long one, so the page
// already on screen keeps painting and answering input while the code starts:
// the site's state and the remotes' registry, then React, then the app's
// modules, then the first render (which React itself splits, being a
// transition). The eager imports are in this chunk already; they only defer
// evaluating the modules to their own task. React and the app are chunks of
// their own, so that negotiating their shared libraries with the remotes also
// happens in their own task; the page's loader fetches them with the rest.
async function start(): Promise<void> {
  await yieldToBrowser();
  const [{ createStore }, { createAnalytics }, { updateConsentMode }, consentState, firstPaint, { readSiteConfig }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'jotai'),
    import(/* webpackMode: "eager" */ './analytics/analytics'),
    import(/* webpackMode: "eager" */ './consent/consent-mode'),
    import(/* webpackMode: "eager" */ './consent/consent-state'),
    import(/* webpackMode: "eager" */ './remotes/first-paint'),
    import(/* webpackMode: "eager" */ './remotes/site-config'),
  ]);
  const store = createStore();
  const config = readSiteConfig();
  const analytics = createAnalytics(() => store.get(consentState.effectiveConsentAtom).analytics);

  // Consent Mode update from the stored choice on every load (the default is set inline in the page).
  const storedConsent = store.get(consentState.consentAtom);
  if (storedConsent) updateConsentMode(storedConsent);

  // Before React replaces the server's markup: the page's static first screen, shown until the page has rendered.
  store.set(firstPaint.firstPaintScreenAtom, firstPaint.takeFirstPaintScreen());
  firstPaint.noteFirstPaintAnimations();

  await yieldToBrowser();
  const { initFederation } = await import(/* webpackMode: "eager" */ './remotes/federation');
  initFederation(config.remotes);

  await yieldToBrowser();
  const [{ StrictMode, startTransition }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await yieldToBrowser();
  const { App } = await import('./app/App');
  await yieldToBrowser();

  // Every page renders its own title and description; the server's generic ones give way to them
  // as they arrive, so the tab's title is never empty.
  const { handOverFirstPaintHead } = await import(/* webpackMode: "eager" */ './app/first-paint-head');
  handOverFirstPaintHead();
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
