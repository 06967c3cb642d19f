/**
 * The pages whose static first screen is rendered at build time (the
 * first-paint contract of @agency/tooling/contracts; see `render-first-paint`).
 * Only Home, the page most visitors land on: About fades in after 500 ms by
 * design (SPEC §2), and the privacy policy's retention figure is a runtime setting.
 */
import { FIRST_PAINT_BRAND_TOKENS } from '@agency/tooling/contracts';
import Home from './home/Home';

const noop = () => {};

export const firstPaintPages = {
  Home: <Home brand={FIRST_PAINT_BRAND_TOKENS} track={noop} onStartProject={noop} />,
};
