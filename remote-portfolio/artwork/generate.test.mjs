// The generated screenshots: one per image set and device, drawn as valid SVG
// of the device's size, small, the same on every build, and shipped as WebP
// at that size and at the manifest's narrower srcset widths.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rasterizeSvg, svgToWebpWidths } from '@agency/tooling/rasterize-svg';
import { artworkFiles, readArtworkManifest } from './generate.mjs';
import { DOMAIN_COPY } from './copy.mjs';
import { SCREEN_KINDS } from './screens.mjs';

const manifest = readArtworkManifest();
const files = artworkFiles(manifest);
const MAX_FILE_BYTES = 12_000;

test('one file per project, image set and device, where the asset catalogue looks', () => {
  const devices = Object.keys(manifest.devices);
  assert.equal(manifest.projects.length, 9);
  assert.equal(files.length, 9 * 6 * devices.length);
  for (const project of manifest.projects) {
    assert.equal(project.screens.length, 6, project.slug);
    for (let set = 1; set <= 6; set += 1) {
      for (const device of devices) {
        assert.ok(files.some((file) => file.path === `assets/portfolio/${project.slug}/${set}-${device}.webp`));
      }
    }
  }
});

test('every screen kind of the manifest has a drawing', () => {
  const kinds = new Set(manifest.projects.flatMap((project) => project.screens));
  for (const kind of kinds) assert.ok(SCREEN_KINDS.includes(kind), kind);
});

test('each file is a standalone SVG of its device size, with no broken numbers, under 12 KB', () => {
  for (const file of files) {
    const device = file.path.match(/-(\w+)\.webp$/)[1];
    const { width, height } = manifest.devices[device];
    assert.match(file.svg, new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`), file.path);
    assert.ok(file.svg.endsWith('</svg>'), file.path);
    assert.doesNotMatch(file.svg, /NaN|undefined|Infinity/, file.path);
    assert.ok(file.svg.length < MAX_FILE_BYTES, `${file.path} is ${file.svg.length} bytes`);
  }
});

test('each drawing ships as WebP at its device size and at each narrower srcset width', async () => {
  for (const [device, size] of Object.entries(manifest.devices)) {
    const file = files.find((candidate) => candidate.device === device);
    const images = await svgToWebpWidths(file.svg, manifest.srcsetWidths);
    const narrower = manifest.srcsetWidths.filter((width) => width < size.width);
    assert.deepEqual(
      images.map((image) => image.width),
      [...narrower, size.width],
      file.path,
    );
    for (const { webp } of images) assert.equal(webp.subarray(8, 12).toString('latin1'), 'WEBP', `${file.path} is WebP`);
  }
});

test("the screens' text is drawn whatever fonts the machine has", () => {
  const { svg } = files[0];
  const withoutText = svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, '');
  assert.notEqual(withoutText, svg);
  assert.notDeepEqual(rasterizeSvg(svg, { scale: 1 }).png, rasterizeSvg(withoutText, { scale: 1 }).png);
});

test('the same manifest always gives the same files', () => {
  assert.deepEqual(artworkFiles(manifest), files);
});

test('every screen is marked as demo data', () => {
  for (const file of files) assert.match(file.svg, />DEMO DATA</, file.path);
});

test('every person, client and customer in the screens is an obvious placeholder', () => {
  const PEOPLE_COLUMNS = ['Patient', 'Client', 'Customer'];
  for (const [domain, copy] of Object.entries(DOMAIN_COPY)) {
    const column = copy.table.cols.findIndex((col) => PEOPLE_COLUMNS.includes(col));
    if (column === -1) continue;
    for (const row of copy.table.rows)
      assert.match(row[column], /^(Test Patient \d+|Demo (Client|Customer) \w+)$/, `${domain}: ${row[column]}`);
  }
});

test('a drawing is made once per content: the next build reads it from the disk cache', async () => {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { cachedDrawing } = await import('./artwork-cache.mjs');
  const dir = await mkdtemp(path.join(tmpdir(), 'artwork-cache-'));
  try {
    const drawn = [];
    const draw = async (svg, widths) => {
      drawn.push(svg);
      return widths.map((width) => ({ width, webp: Buffer.from(`${svg}@${width}`) }));
    };
    const firstBuild = cachedDrawing(draw, { dir });
    const secondBuild = cachedDrawing(draw, { dir });
    const first = await firstBuild('<svg id="a"/>', [320, 640]);
    const again = await secondBuild('<svg id="a"/>', [320, 640]);
    const changed = await secondBuild('<svg id="b"/>', [320, 640]);
    assert.deepEqual(drawn, ['<svg id="a"/>', '<svg id="b"/>']);
    assert.deepEqual(again, first);
    assert.equal(changed[1].webp.toString(), '<svg id="b"/>@640');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
