import { resolveTechnology, TECHNOLOGIES } from '../technologies';
import {
  AssetNotFoundError,
  assetName,
  createAssetCatalogue,
  generatedAssetNames,
  resolveAssetBaseUrl,
  screenshotSrcSet,
} from './asset-catalogue';
import { IMAGES_PER_ITEM, PORTFOLIO_ITEM_COUNT, buildPortfolioItems, portfolioItems } from './portfolio-items';

describe('asset catalogue', () => {
  const catalogue = createAssetCatalogue('https://cdn.vaultline.ai/portfolio-v1', generatedAssetNames());

  it('resolves a known name against its base URL', () => {
    expect(catalogue.url(assetName('quillmart-ai-commerce', 2, 'pad'))).toBe(
      'https://cdn.vaultline.ai/portfolio-v1/assets/portfolio/quillmart-ai-commerce/2-pad.webp',
    );
  });

  it("raises 'File with name {name} not found' for an unknown name", () => {
    expect(() => catalogue.url('portfolio/unknown/1-screen.svg')).toThrow(new AssetNotFoundError('portfolio/unknown/1-screen.svg'));
    expect(() => catalogue.url('logo.webp')).toThrow('File with name logo.webp not found');
  });

  it('offers each screenshot in the narrower widths the generator writes, then at its own width', () => {
    const src = catalogue.url(assetName('quillmart-ai-commerce', 2, 'pad'));
    const base = 'https://cdn.vaultline.ai/portfolio-v1/assets/portfolio/quillmart-ai-commerce/2-pad';
    expect(screenshotSrcSet(src, 'pad')).toBe(`${base}-240w.webp 240w, ${base}-480w.webp 480w, ${base}.webp 834w`);
    expect(screenshotSrcSet(src.replace('pad', 'mobile'), 'mobile')).toBe(
      `${base.replace('pad', 'mobile')}-240w.webp 240w, ${base.replace('pad', 'mobile')}.webp 390w`,
    );
  });

  it('holds 6 image sets of 4 devices for each of the 9 items', () => {
    expect(generatedAssetNames()).toHaveLength(PORTFOLIO_ITEM_COUNT * IMAGES_PER_ITEM * 4);
  });
});

describe('asset base URL', () => {
  // What webpack's DefinePlugin and publicPath 'auto' provide in a build.
  const globals = globalThis as { __PORTFOLIO_ASSET_BASE_URL__?: string; __webpack_public_path__?: string };

  afterEach(() => {
    delete globals.__PORTFOLIO_ASSET_BASE_URL__;
    delete globals.__webpack_public_path__;
  });

  it('is PORTFOLIO_ASSET_BASE_URL when the build sets it (a CDN)', () => {
    globals.__PORTFOLIO_ASSET_BASE_URL__ = 'https://cdn.vaultline.ai/portfolio/';
    globals.__webpack_public_path__ = 'https://portfolio.vaultline.ai/';
    expect(resolveAssetBaseUrl()).toBe('https://cdn.vaultline.ai/portfolio/');
  });

  it("is otherwise the remote's own origin, where webpack loaded it from", () => {
    globals.__PORTFOLIO_ASSET_BASE_URL__ = '';
    globals.__webpack_public_path__ = 'https://portfolio.vaultline.ai/';
    expect(resolveAssetBaseUrl()).toBe('https://portfolio.vaultline.ai/');
  });

  it('falls back to the page origin outside webpack', () => {
    expect(resolveAssetBaseUrl()).toBe('/');
  });
});

describe('portfolio items', () => {
  it('are five custom client projects and Template 1 to 4', () => {
    expect(portfolioItems).toHaveLength(PORTFOLIO_ITEM_COUNT);
    const custom = portfolioItems.filter((item) => item.custom).map((item) => item.title);
    const templates = portfolioItems.filter((item) => !item.custom).map((item) => item.title);
    expect(templates).toEqual(['Template 1', 'Template 2', 'Template 3', 'Template 4']);
    expect(new Set(custom).size).toBe(4);
    expect(custom.filter((title) => title === 'Halcyon Health')).toHaveLength(2);
  });

  it('each have 6 image sets with screen, laptop, mobile and pad URLs from the catalogue', () => {
    const items = buildPortfolioItems(createAssetCatalogue('https://cdn.example/', generatedAssetNames()));
    for (const item of items) {
      expect(item.images).toHaveLength(IMAGES_PER_ITEM);
      item.images.forEach((set, i) => {
        for (const device of ['screen', 'laptop', 'mobile', 'pad'] as const) {
          expect(set[device]).toBe(`https://cdn.example/assets/portfolio/${item.id}/${i + 1}-${device}.webp`);
        }
      });
    }
  });

  it('fail loudly when the catalogue lacks one of their images', () => {
    const incomplete = generatedAssetNames().filter((name) => name !== assetName('template-storefront', 3, 'mobile'));
    expect(() => buildPortfolioItems(createAssetCatalogue('/', incomplete))).toThrow(
      'File with name portfolio/template-storefront/3-mobile.webp not found',
    );
  });

  it('list technologies by key or alias, each with a title and an icon', () => {
    const keys = new Set(portfolioItems.flatMap((item) => item.icons));
    for (const alias of ['redux-saga', 'socket.io', 'openai'] as const) expect(keys).toContain(alias);
    expect(resolveTechnology('redux-saga')).toBe(TECHNOLOGIES.reduxSaga);
    expect(resolveTechnology('socket.io')).toBe(TECHNOLOGIES.socket);
    expect(resolveTechnology('openai')).toBe(TECHNOLOGIES.openAI);
    for (const key of keys) expect(resolveTechnology(key).title).not.toHaveLength(0);
  });
});

describe('the technologies of each project', () => {
  const OUTSIDE_AI_PROVIDERS = new Set(['anthropic', 'openAI', 'openai', 'groq']);
  const KEEPS_DATA_INSIDE = /own servers|own data centre|cloud tenancy|hosting|hospital/;

  it('name no outside AI provider where the project keeps its data inside the client’s environment', () => {
    const inside = portfolioItems.filter((item) => item.custom && KEEPS_DATA_INSIDE.test(item.text));
    expect(inside.length).toBeGreaterThanOrEqual(3);
    for (const item of inside) {
      expect({ id: item.id, outside: item.icons.filter((key) => OUTSIDE_AI_PROVIDERS.has(key)) }).toEqual({ id: item.id, outside: [] });
    }
  });
});
