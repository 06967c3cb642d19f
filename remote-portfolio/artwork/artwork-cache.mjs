// The drawn artwork kept on disk by content: a build draws only the images
// whose SVG, widths or drawing tools changed since the last build on this
// clone. Drawing all of them with resvg and sharp is the slowest part of the
// remote's build.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const drawingCode = fileURLToPath(import.meta.resolve('@agency/tooling/rasterize-svg'));
const require = createRequire(drawingCode);
/** What else decides the pixels: the drawing code itself and the versions of the libraries it calls. */
const drawingVersion = [
  await readFile(drawingCode, 'utf8'),
  ...['@resvg/resvg-js', 'sharp'].map((name) => `${name}@${require(`${name}/package.json`).version}`),
].join('\n');

export const ARTWORK_CACHE_DIR = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'portfolio-artwork');

/**
 * `draw(svg, widths)` through the disk cache in `dir`.
 * @param {(svg: string, widths: readonly number[]) => Promise<Array<{ width: number, webp: Buffer }>>} draw
 * @param {{ dir?: string }} [options]
 */
export function cachedDrawing(draw, { dir = ARTWORK_CACHE_DIR } = {}) {
  return async (svg, widths) => {
    const key = createHash('sha256')
      .update([drawingVersion, widths.join(','), svg].join('\n'))
      .digest('hex');
    const indexFile = path.join(dir, `${key}.json`);
    const cached = await readFile(indexFile, 'utf8').then(JSON.parse, () => null);
    if (cached) {
      const images = await Promise.all(
        cached.map((width) =>
          readFile(path.join(dir, `${key}-${width}.webp`)).then(
            (webp) => ({ width, webp }),
            () => null,
          ),
        ),
      );
      if (images.every(Boolean)) return images;
    }
    const images = await draw(svg, widths);
    await mkdir(dir, { recursive: true });
    await Promise.all(images.map(({ width, webp }) => writeFile(path.join(dir, `${key}-${width}.webp`), webp)));
    // The index last: a build stopped half-way leaves no index pointing at missing files.
    await writeFile(indexFile, JSON.stringify(images.map(({ width }) => width)));
    return images;
  };
}
