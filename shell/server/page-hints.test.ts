/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brand } from '../src/brand/brand';
import { FIRST_PAINT_BRAND_TOKENS, FIRST_PAINT_SETTING_TOKENS } from '@agency/site-kit/contracts';
import { PageHints, fillTokens } from './page-hints';

describe('PageHints', () => {
  let remote: Server;
  let manifestUrl: string;

  beforeAll(async () => {
    remote = createServer((req, res) => {
      if (req.url === '/marketing/first-paint/Home.html') {
        res.setHeader('Content-Type', 'text/html');
        res.end(
          '<style>.hero{min-height:80vh}</style><section class="hero"><h1>Quality That Matters</h1><p>%BRAND_NAME% builds private AI.</p></section>',
        );
        return;
      }
      if (req.url !== '/marketing/mf-manifest.json') {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
          exposes: [
            { name: 'Home', assets: { js: { sync: ['__federation_expose_Home.1a2b3c4d.js'], async: ['22.5e6f7a8b.js'] } } },
            { name: 'About', assets: { js: { sync: ['__federation_expose_About.9a8b7c6d.js'], async: [] } } },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    manifestUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/marketing/mf-manifest.json`;
  });

  afterAll(() => new Promise((resolve) => remote.close(resolve)));

  const remotes = (marketing: string) => ({
    marketing,
    portfolio: 'http://127.0.0.1:9/mf-manifest.json',
    contact: 'http://127.0.0.1:9/mf-manifest.json',
    chat: 'http://127.0.0.1:9/mf-manifest.json',
  });

  const dataOf = (block: string) =>
    JSON.parse(/<script type="application\/json" id="page-hints">(.*)<\/script>/.exec(block)?.[1] ?? 'null');

  it("names the remote's manifest, entry and the page module's own scripts for the page's loader", async () => {
    const hints = new PageHints(remotes(manifestUrl), brand);
    await hints.refresh();
    const origin = new URL(manifestUrl).origin;
    const { preconnect, dataBlock } = hints.hintsFor({ remote: 'marketing', module: 'Home' });
    expect(preconnect).toBe(`<link rel="preconnect" href="${origin}" crossorigin>`);
    expect(dataOf(dataBlock)).toEqual({
      fetch: [manifestUrl],
      script: [`${origin}/marketing/remoteEntry.js`, `${origin}/marketing/__federation_expose_Home.1a2b3c4d.js`],
    });
  });

  it("keeps the page's static first screen with the shell's brand filled in, when the remote publishes one", async () => {
    const hints = new PageHints(remotes(manifestUrl), brand);
    await hints.refresh();
    expect(hints.firstPaintFor({ remote: 'marketing', module: 'Home' })).toBe(
      '<style>.hero{min-height:80vh}</style><section class="hero"><h1>Quality That Matters</h1><p>Vaultline AI builds private AI.</p></section>',
    );
    expect(hints.firstPaintFor({ remote: 'marketing', module: 'About' })).toBeNull();
  });

  it("fills brand values escaped as HTML, and the remote's base URL", () => {
    expect(
      fillTokens(
        '<p>%BRAND_NAME% · %BRAND_CONTACT_EMAIL%</p><img src="%REMOTE_PUBLIC_PATH%/assets/a.svg">',
        { ...brand, name: 'A & <B>' },
        'https://cdn.example/m',
      ),
    ).toBe('<p>A &amp; &lt;B&gt; · hello@vaultline.ai</p><img src="https://cdn.example/m/assets/a.svg">');
  });

  it('fills a brand value a page shows in capitals in capitals, and the site settings a page shows', () => {
    const about = `<h1>WELCOME ${FIRST_PAINT_BRAND_TOKENS.productName.toUpperCase()}</h1><p>${FIRST_PAINT_BRAND_TOKENS.productName} keeps your data.</p>`;
    const policy = `<p>We keep chats for ${FIRST_PAINT_SETTING_TOKENS.retentionDays} days.</p>`;

    expect(fillTokens(about, brand, 'https://cdn.example/m')).toBe('<h1>WELCOME VAULTLINE AI</h1><p>Vaultline AI keeps your data.</p>');
    expect(fillTokens(policy, brand, 'https://cdn.example/m', { retentionDays: 30 })).toBe('<p>We keep chats for 30 days.</p>');
  });

  it('still hints the connection and the manifest when the remote cannot be read', async () => {
    const hints = new PageHints(remotes('http://127.0.0.1:9/mf-manifest.json'), brand);
    await hints.refresh();
    const { preconnect, dataBlock } = hints.hintsFor({ remote: 'portfolio', module: 'Portfolio' });
    expect(preconnect).toContain('rel="preconnect"');
    expect(dataOf(dataBlock)).toEqual({ fetch: ['http://127.0.0.1:9/mf-manifest.json'], script: [] });
  });
});
