// Resource hints for the page a remote renders. Without them the browser
// learns of the page's code only after the shell's script has run and the
// federation runtime has read the remote's manifest: three round trips in a
// row. With them it fetches the manifest, the remote's entry and the page's
// module alongside the shell's own script.
import type { PageModule } from '../src/app/paths.ts';
import type { SiteConfig } from '../src/remotes/site-config.ts';

/** How often a remote's manifest is read again, so a redeploy shows in the hints. */
export const MANIFEST_REFRESH_MS = 60_000;

interface ManifestFacts {
  remoteEntry: string;
  exposes: Map<string, string[]>;
}

interface FederationManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

function factsFrom(manifestUrl: string, manifest: FederationManifest): ManifestFacts {
  const base = new URL('.', manifestUrl);
  const resolve = (file: string) => new URL(file, base).href;
  const { path, name } = manifest.metaData.remoteEntry;
  return {
    remoteEntry: resolve(`${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`),
    exposes: new Map(manifest.exposes.map((expose) => [expose.name, expose.assets.js.sync.map(resolve)])),
  };
}

export class PageHints {
  private readonly facts = new Map<string, ManifestFacts>();
  private timer: NodeJS.Timeout | null = null;
  private readonly remotes: SiteConfig['remotes'];

  constructor(remotes: SiteConfig['remotes']) {
    this.remotes = remotes;
  }

  /** Reads the page remotes' manifests now and every MANIFEST_REFRESH_MS; a remote that is down just gets fewer hints. */
  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), MANIFEST_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    await Promise.all(
      (['marketing', 'portfolio'] as const).map(async (remote) => {
        const url = this.remotes[remote];
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
          if (response.ok) this.facts.set(remote, factsFrom(url, (await response.json()) as FederationManifest));
        } catch {
          // Unreachable now: keep what was known; the page still loads without hints.
        }
      }),
    );
  }

  /** `<link>` elements for the page's remote: connection, manifest, entry and the page module's own scripts. */
  linksFor(page: PageModule): string {
    const manifestUrl = this.remotes[page.remote];
    const links = [
      `<link rel="preconnect" href="${new URL(manifestUrl).origin}" crossorigin>`,
      `<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous">`,
    ];
    const facts = this.facts.get(page.remote);
    if (facts) {
      const scripts = [facts.remoteEntry, ...(facts.exposes.get(page.module) ?? [])];
      for (const script of scripts) links.push(`<link rel="preload" as="script" href="${script}">`);
    }
    return links.join('');
  }
}
