/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brand } from '../src/brand/brand';
import { createSiteServer, siteConfigFromEnv } from './site-server';

/** A build's script with its compressed copies (webpack/create-config.mjs), and one without. */
const BUNDLE = 'console.log("a chunk of the site");\n'.repeat(100);
const BUNDLE_COPIES = { br: brotliCompressSync(BUNDLE), gz: gzipSync(BUNDLE) };

function listenOnLoopback(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

describe('site server', () => {
  let distDir: string;
  let chat: Server;
  let site: Server;
  let siteUrl: string;
  let remotes: Server;
  let remotesUrl: string;
  const chatRequests: string[] = [];

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8" /><script>window.dataLayer=[];</script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(distDir, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, '123.0a1b2c3d.js'), 'console.log(2)');
    writeFileSync(path.join(distDir, '456.0b1c2d3e.js'), BUNDLE);
    writeFileSync(path.join(distDir, '456.0b1c2d3e.js.br'), BUNDLE_COPIES.br);
    writeFileSync(path.join(distDir, '456.0b1c2d3e.js.gz'), BUNDLE_COPIES.gz);
    writeFileSync(path.join(distDir, '789.0c1d2e3f.js'), BUNDLE);

    chat = createServer((req, res) => {
      chatRequests.push(`${req.method} ${req.url} xff=${req.headers['x-forwarded-for'] ?? ''}`);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, data: [] }));
    });
    const chatUrl = await listenOnLoopback(chat);
    // The remotes' stand-in has no manifest: the page hints never depend on what runs on this machine's ports.
    remotes = createServer((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    remotesUrl = await listenOnLoopback(remotes);

    const { app, attach } = createSiteServer({
      distDir,
      chatServerUrl: chatUrl,
      config: siteConfigFromEnv({
        REMOTE_MARKETING_URL: `${remotesUrl}/marketing/mf-manifest.json`,
        REMOTE_PORTFOLIO_URL: `${remotesUrl}/portfolio/mf-manifest.json`,
        REMOTE_CONTACT_URL: `${remotesUrl}/contact/mf-manifest.json`,
        REMOTE_CHAT_URL: 'https://chat.cdn.example/mf-manifest.json',
        RETENTION_DAYS: '90',
      }),
      siteUrl: 'https://vaultline.ai',
      brand,
    });
    site = createServer(app);
    attach(site);
    siteUrl = await listenOnLoopback(site);
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => chat.close(resolve));
    await new Promise((resolve) => remotes.close(resolve));
  });

  it('defaults each remote to its own port on localhost', () => {
    expect(siteConfigFromEnv({}).remotes).toEqual({
      marketing: 'http://localhost:3001/mf-manifest.json',
      portfolio: 'http://localhost:3002/mf-manifest.json',
      contact: 'http://localhost:3003/mf-manifest.json',
      chat: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('finds a remote on its moved port, as `npm run remote` does, unless its URL is given', () => {
    const remotes = siteConfigFromEnv({ REMOTE_PORTFOLIO_PORT: '4702', REMOTE_CHAT_URL: 'https://chat.example/mf-manifest.json' }).remotes;
    expect(remotes.portfolio).toBe('http://localhost:4702/mf-manifest.json');
    expect(remotes.chat).toBe('https://chat.example/mf-manifest.json');
  });

  it('serves the app for the site routes with 200, inlining the remotes and retention settings', async () => {
    for (const route of ['/', '/home', '/portfolio', '/portfolio/acme', '/about', '/privacy-policy']) {
      const response = await fetch(`${siteUrl}${route}`);
      expect(response.status).toBe(200);
    }
    const html = await (await fetch(siteUrl)).text();
    const config = JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(config).toEqual({
      remotes: {
        marketing: `${remotesUrl}/marketing/mf-manifest.json`,
        portfolio: `${remotesUrl}/portfolio/mf-manifest.json`,
        contact: `${remotesUrl}/contact/mf-manifest.json`,
        chat: 'https://chat.cdn.example/mf-manifest.json',
      },
      retentionDays: 90,
    });
  });

  it("hints the browser to fetch the page's remote early", async () => {
    const home = await (await fetch(`${siteUrl}/`)).text();
    expect(home).toContain(`<link rel="preconnect" href="${remotesUrl}" crossorigin>`);
    expect(home).toContain(
      `<script type="application/json" id="page-hints">{"fetch":["${remotesUrl}/marketing/mf-manifest.json"],"script":[]}</script>`,
    );
    const portfolio = await (await fetch(`${siteUrl}/portfolio/acme`)).text();
    expect(portfolio).toContain(`{"fetch":["${remotesUrl}/portfolio/mf-manifest.json"]`);
    expect(await (await fetch(`${siteUrl}/no-such-page`)).text()).not.toContain('page-hints');
  });

  it('answers 404 with the app (its 404 page) for any other path', async () => {
    const response = await fetch(`${siteUrl}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves /remotes.json from the environment when nothing is released', async () => {
    const remotes = await (await fetch(`${siteUrl}/remotes.json`)).json();
    expect(remotes.chat).toEqual({ version: 'build', manifest: 'https://chat.cdn.example/mf-manifest.json', fallback: null });
  });

  it('allows the remotes and the inline consent script in its Content-Security-Policy, and nothing else inline', async () => {
    const csp = (await fetch(siteUrl)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${remotesUrl} https://chat.cdn.example 'sha256-`);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('proxies /api to chat-server with the client address forwarded', async () => {
    const response = await fetch(`${siteUrl}/api/chat/list`, { method: 'POST' });
    expect(await response.json()).toEqual({ success: true, data: [] });
    expect(chatRequests.at(-1)).toMatch(/^POST \/api\/chat\/list xff=.*127\.0\.0\.1/);
  });

  it('caches hashed files forever and revalidates everything else', async () => {
    expect((await fetch(`${siteUrl}/123.0a1b2c3d.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${siteUrl}/main.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("sends a script's compressed copy from the build in the encoding the browser prefers", async () => {
    const cases = [
      { accepts: 'gzip, deflate, br', encoding: 'br', length: BUNDLE_COPIES.br.length },
      { accepts: 'gzip', encoding: 'gzip', length: BUNDLE_COPIES.gz.length },
      { accepts: 'identity', encoding: null, length: Buffer.byteLength(BUNDLE) },
    ];
    for (const { accepts, encoding, length } of cases) {
      const response = await fetch(`${siteUrl}/456.0b1c2d3e.js`, { headers: { 'accept-encoding': accepts } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // The copy's own length: sent as it is, not compressed again on the way.
      expect(response.headers.get('content-length')).toBe(String(length));
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(BUNDLE);
    }
  });

  it('compresses a file that has no compressed copy as it sends it', async () => {
    const response = await fetch(`${siteUrl}/789.0c1d2e3f.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(BUNDLE);
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    expect(await (await fetch(`${siteUrl}/robots.txt`)).text()).toContain('Sitemap: https://vaultline.ai/sitemap.xml');
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    for (const page of [
      'https://vaultline.ai/',
      'https://vaultline.ai/portfolio',
      'https://vaultline.ai/about',
      'https://vaultline.ai/privacy-policy',
    ]) {
      expect(sitemap).toContain(`<loc>${page}</loc>`);
    }
  });

  it('answers 502 with a clear message when chat-server is down', async () => {
    const { app } = createSiteServer({
      distDir,
      chatServerUrl: 'http://127.0.0.1:9',
      config: siteConfigFromEnv({
        REMOTE_MARKETING_URL: `${remotesUrl}/marketing/mf-manifest.json`,
        REMOTE_PORTFOLIO_URL: `${remotesUrl}/portfolio/mf-manifest.json`,
      }),
      siteUrl: 'https://vaultline.ai',
      brand,
    });
    const server = createServer(app);
    const url = await listenOnLoopback(server);
    const response = await fetch(`${url}/api/session`, { method: 'POST' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: 'The chat service is unavailable. Please try again shortly.' });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('site server with a remote that publishes a first screen', () => {
  it("inlines the page's first screen into <main> and hints the remote's scripts", async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"/></head><body><div id="root"><main class="first-paint-main" id="main"></main></div></body></html>',
    );
    const remote = createServer((req, res) => {
      if (req.url === '/mf-manifest.json') {
        res.end(
          JSON.stringify({
            metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
            exposes: [{ name: 'About', assets: { js: { sync: ['about.1a2b3c4d.js'] } } }],
          }),
        );
        return;
      }
      if (req.url === '/first-paint/About.html') {
        // The token in capitals is filled in capitals (the About banner's WELCOME VAULTLINE AI).
        res.end('<section><h1>WELCOME</h1><p>%BRAND_PRODUCT_NAME%</p></section>');
        return;
      }
      res.statusCode = 404;
      res.end();
    });
    const remoteUrl = await listenOnLoopback(remote);
    const { app, attach, hintsRead } = createSiteServer({
      distDir,
      chatServerUrl: 'http://127.0.0.1:9',
      config: siteConfigFromEnv({ REMOTE_MARKETING_URL: `${remoteUrl}/mf-manifest.json` }),
      siteUrl: 'https://vaultline.ai',
      brand,
    });
    const site = createServer(app);
    attach(site);
    const siteUrl = await listenOnLoopback(site);

    // The manifest and first screens are read in the background at start-up.
    await hintsRead;
    const html = await (await fetch(`${siteUrl}/about`)).text();
    expect(html).toContain(
      `<main class="first-paint-main" id="main"><div id="first-paint-page"><section><h1>WELCOME</h1><p>${brand.productName.toUpperCase()}</p></section></div></main>`,
    );
    expect(html).toContain(`"script":["${remoteUrl}/remoteEntry.js","${remoteUrl}/about.1a2b3c4d.js"]`);
    expect(await (await fetch(`${siteUrl}/`)).text()).not.toContain('first-paint-page');

    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => remote.close(resolve));
  });
});
