import artwork from './artwork.json';

/** The four image variants of one image set (docs/product-rules.md §3 portfolio item images). */
export type Device = 'screen' | 'laptop' | 'mobile' | 'pad';

export interface PixelSize {
  width: number;
  height: number;
}

/** Intrinsic size of each device's screenshot, so image boxes keep their ratio before loading. */
export const DEVICE_SIZES: Readonly<Record<Device, PixelSize>> = artwork.devices;

/** Catalogue name of one generated screenshot (the generator writes it under `assets/`). */
export function assetName(slug: string, setNumber: number, device: Device): string {
  return `portfolio/${slug}/${setNumber}-${device}.webp`;
}

/**
 * The `srcset` of a screenshot's URL: the generator also writes it narrower,
 * `<n>-<device>-<width>w.webp` for each of artwork.json's `srcsetWidths`
 * under the device's width, so a phone fetches a small copy.
 */
export function screenshotSrcSet(src: string, device: Device): string {
  const ownWidth = DEVICE_SIZES[device].width;
  const narrower = artwork.srcsetWidths.filter((width) => width < ownWidth);
  return [...narrower.map((width) => `${src.replace(/\.webp$/, `-${width}w.webp`)} ${width}w`), `${src} ${ownWidth}w`].join(', ');
}

/** The error of docs/product-rules.md §8 for a name the catalogue does not hold. */
export class AssetNotFoundError extends Error {
  constructor(name: string) {
    super(`File with name ${name} not found`);
    this.name = 'AssetNotFoundError';
  }
}

/** Resolves asset names to URLs under one base URL (the remote's origin, or a CDN). */
export interface AssetCatalogue {
  url(name: string): string;
}

export function createAssetCatalogue(baseUrl: string, names: Iterable<string>): AssetCatalogue {
  const known = new Set(names);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    url(name) {
      if (!known.has(name)) throw new AssetNotFoundError(name);
      return `${base}assets/${name}`;
    },
  };
}

/**
 * The build-time PORTFOLIO_ASSET_BASE_URL when set (a CDN in production),
 * otherwise wherever this remote itself was loaded from.
 */
export function resolveAssetBaseUrl(): string {
  const configured = typeof __PORTFOLIO_ASSET_BASE_URL__ === 'string' ? __PORTFOLIO_ASSET_BASE_URL__ : '';
  if (configured) return configured;
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
}

/** Every generated screenshot, as listed in artwork.json. */
export function generatedAssetNames(): string[] {
  const devices = Object.keys(DEVICE_SIZES) as Device[];
  return artwork.projects.flatMap((project) =>
    project.screens.flatMap((_screen, i) => devices.map((device) => assetName(project.slug, i + 1, device))),
  );
}

export const assetCatalogue: AssetCatalogue = createAssetCatalogue(resolveAssetBaseUrl(), generatedAssetNames());
