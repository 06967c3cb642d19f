// What the site server adds to a page that a remote renders:
// - resource hints: without them the browser learns of the page's code only
//   after the shell's script has run and the federation runtime has read the
//   remote's manifest, three round trips in a row; with them it fetches the
//   manifest, the remote's entry and the page's module alongside the shell;
// - the page's static first screen, when the remote publishes one
//   (`first-paint/<Module>.html`, see FIRST_PAINT_BRAND_TOKENS), so the
//   visitor sees the page before any script has run.
import {
  FIRST_PAINT_BRAND_TOKENS,
  FIRST_PAINT_PUBLIC_PATH_TOKEN,
  FIRST_PAINT_SETTING_TOKENS,
  type FirstPaintSettings,
  type SiteBrand,
} from '@agency/site-kit/contracts';
import { pageModulesByRemote, type RemoteName } from '@agency/site-kit/topology';
import type { PageModule } from '../src/app/paths.ts';
import type { SiteConfig } from '../src/remotes/site-config.ts';

/** How often a remote's manifest is read again, so a redeploy shows in the hints. */
export const MANIFEST_REFRESH_MS = 60_000;

interface ManifestFacts {
  remoteEntry: string;
  exposes: Map<string, string[]>;
  /** Static first screens by module name, brand already filled in. */
  firstPaints: Map<string, string>;
}

interface FederationManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** The remotes that render pages, and their page modules (the site's routes, site-kit/src/topology.mjs). */
const PAGE_MODULES = pageModulesByRemote();

/** The remotes whose manifests give hints: those that render pages. */
const PAGE_REMOTES = Object.keys(PAGE_MODULES) as RemoteName[];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Fills the tokens of a first-paint fragment: the shell's brand, the site's settings and the remote's base URL. */
export function fillTokens(fragment: string, brand: SiteBrand, remoteBase: string, settings?: FirstPaintSettings): string {
  let filled = fragment.split(FIRST_PAINT_PUBLIC_PATH_TOKEN).join(remoteBase);
  for (const [field, token] of Object.entries(FIRST_PAINT_BRAND_TOKENS)) {
    const value = brand[field as keyof SiteBrand];
    // A page that shows a value in capitals wrote its token in capitals.
    if (token.toUpperCase() !== token) filled = filled.split(token.toUpperCase()).join(escapeHtml(value.toUpperCase()));
    filled = filled.split(token).join(escapeHtml(value));
  }
  if (settings) {
    for (const [setting, token] of Object.entries(FIRST_PAINT_SETTING_TOKENS)) {
      filled = filled.split(token).join(String(settings[setting as keyof FirstPaintSettings]));
    }
  }
  return filled;
}

async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

async function readFirstPaints(
  base: URL,
  remote: RemoteName,
  brand: SiteBrand,
  settings?: FirstPaintSettings,
): Promise<Map<string, string>> {
  const entries = await Promise.all(
    (PAGE_MODULES[remote] ?? []).map(
      async (module) => [module, await fetchText(new URL(`first-paint/${module}.html`, base).href)] as const,
    ),
  );
  return new Map(
    entries.flatMap(([module, html]) =>
      html ? [[module, fillTokens(html, brand, base.href.replace(/\/$/, ''), settings)] as [string, string]] : [],
    ),
  );
}

/** A remote that renders pages (the others' manifests give no hints). */
function isPageRemote(remote: string): remote is RemoteName {
  return PAGE_REMOTES.some((pageRemote) => pageRemote === remote);
}

export class PageHints {
  /** What each manifest URL says (a remote has one per release in use). */
  private readonly facts = new Map<string, ManifestFacts>();
  private timer: NodeJS.Timeout | null = null;
  private readonly remotes: SiteConfig['remotes'];
  private readonly brand: SiteBrand;
  private readonly settings: FirstPaintSettings | undefined;
  private manifests: Array<{ remote: RemoteName; url: string }>;

  constructor(remotes: SiteConfig['remotes'], brand: SiteBrand, settings?: FirstPaintSettings) {
    this.remotes = remotes;
    this.brand = brand;
    this.settings = settings;
    this.manifests = PAGE_REMOTES.map((remote) => ({ remote, url: remotes[remote] }));
  }

  /** The manifests in use now (releases of the registry included); new ones are read at once. */
  setManifests(manifests: Array<{ remote: string; url: string }>): void {
    this.manifests = manifests.filter((item): item is { remote: RemoteName; url: string } => isPageRemote(item.remote));
    void this.refresh();
  }

  /**
   * Reads the page remotes' manifests now and every MANIFEST_REFRESH_MS; a
   * remote that is down just gets fewer hints. Settles when the first reading is done.
   */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.refresh(), MANIFEST_REFRESH_MS);
    this.timer.unref();
    return this.refresh();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async refresh(): Promise<void> {
    await Promise.all(
      this.manifests.map(async ({ remote, url }) => {
        const manifest = await fetchText(url);
        // Unreachable now: keep what was known; the page still loads without hints.
        if (manifest === null) return;
        try {
          const { metaData, exposes } = JSON.parse(manifest) as FederationManifest;
          const base = new URL('.', url);
          const resolve = (file: string) => new URL(file, base).href;
          const { path, name } = metaData.remoteEntry;
          this.facts.set(url, {
            remoteEntry: resolve(`${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`),
            exposes: new Map(exposes.map((expose) => [expose.name, expose.assets.js.sync.map(resolve)])),
            firstPaints: await readFirstPaints(base, remote, this.brand, this.settings),
          });
        } catch {
          // A manifest that does not parse gives no hints.
        }
      }),
    );
  }

  /**
   * The hints for the page's remote: a preconnect for the <head>, and the files
   * the page's loader fetches right after the first paint (manifest, entry and
   * the page module's own scripts), as the `#page-hints` data block it reads.
   */
  hintsFor(page: PageModule, manifestUrl: string = this.remotes[page.remote]): { preconnect: string; dataBlock: string } {
    const facts = this.facts.get(manifestUrl);
    const scripts = facts ? [facts.remoteEntry, ...(facts.exposes.get(page.module) ?? [])] : [];
    const hints = { fetch: [manifestUrl], script: scripts };
    return {
      preconnect: `<link rel="preconnect" href="${new URL(manifestUrl).origin}" crossorigin>`,
      dataBlock: `<script type="application/json" id="page-hints">${JSON.stringify(hints).replace(/</g, '\\u003c')}</script>`,
    };
  }

  /** The page's static first screen, when its remote publishes one. */
  firstPaintFor(page: PageModule, manifestUrl: string = this.remotes[page.remote]): string | null {
    return this.facts.get(manifestUrl)?.firstPaints.get(page.module) ?? null;
  }
}
