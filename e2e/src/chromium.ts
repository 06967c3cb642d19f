// The system Chromium both the e2e suite and the bench drive (docs/toolchain.md).

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container: no sandbox, GPU or background traffic that would disturb a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
