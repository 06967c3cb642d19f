// Builds the portfolio screenshot artwork: for every project of
// src/project-catalogue/artwork.json, 6 image sets × 4 devices, drawn as small
// SVG product screens and shipped as WebP in a few widths (webpack-plugin.mjs).
// The files land under `assets/portfolio/<slug>/` of the build output, where
// the asset catalogue of the app expects them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_COPY } from './copy.mjs';
import { renderScreen } from './screens.mjs';

export const ARTWORK_MANIFEST_PATH = path.join(import.meta.dirname, '..', 'src', 'project-catalogue', 'artwork.json');

/**
 * Output path of one image, relative to the build output (mirrors `assetName`
 * and `screenshotSrcSet` in the app): `<n>-<device>.webp` at the device's
 * size, `<n>-<device>-<width>w.webp` narrower.
 */
export function artworkPath(slug, setNumber, device, width) {
  return `assets/portfolio/${slug}/${setNumber}-${device}${width === undefined ? '' : `-${width}w`}.webp`;
}

export function readArtworkManifest(file = ARTWORK_MANIFEST_PATH) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @returns {{ path: string, svg: string, slug: string, setNumber: number, device: string }[]} every drawing of the manifest, with the path of its image at the device's size */
export function artworkFiles(manifest = readArtworkManifest()) {
  const files = [];
  for (const project of manifest.projects) {
    const copy = DOMAIN_COPY[project.domain];
    if (!copy) throw new Error(`No screen copy for domain ${project.domain} (${project.slug})`);
    project.screens.forEach((kind, i) => {
      for (const [device, { width, height }] of Object.entries(manifest.devices)) {
        const svg = renderScreen({ project, copy, kind, width, height, index: i });
        files.push({ path: artworkPath(project.slug, i + 1, device), svg, slug: project.slug, setNumber: i + 1, device });
      }
    });
  }
  return files;
}
