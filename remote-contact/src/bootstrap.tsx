// Standalone dev page: renders the exposed StartProject with what the shell
// would provide, including the popup state and a page above the section.
import { portsFromBuild } from '@agency/site-kit/topology';
import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import { useState } from 'react';
import StartProject from './start-project/StartProject';

/** The dev chat-server, on the port this page was built with (CHAT_PORT, see site-kit/src/topology.mjs). */
const DEV_CHAT_SERVER_URL = `http://localhost:${portsFromBuild(process.env.SITE_PORTS).chatServer}`;

function StandalonePage() {
  const [isPopupOpen, setPopupOpen] = useState(false);
  return (
    <main>
      <div style={{ minHeight: '120vh', padding: '2rem' }}>
        <h1>Start project (standalone)</h1>
        <button type="button" onClick={() => setPopupOpen(true)}>
          Start Project
        </button>
        <p>Scroll down to reveal the start-project section.</p>
      </div>
      <StartProject
        brand={standaloneBrand}
        track={consoleTrack}
        isPopupOpen={isPopupOpen}
        onPopupOpenChange={setPopupOpen}
        setLoading={(key, on) => consoleTrack('loading', { key, on })}
        apiBaseUrl={DEV_CHAT_SERVER_URL}
      />
    </main>
  );
}

/** The generated dev page has an empty body; the harness renders into #root. */
const STANDALONE_ROOT_ID = 'root';
if (!document.getElementById(STANDALONE_ROOT_ID)) {
  const root = document.createElement('div');
  root.id = STANDALONE_ROOT_ID;
  document.body.append(root);
}
renderStandalone(<StandalonePage />, STANDALONE_ROOT_ID);
