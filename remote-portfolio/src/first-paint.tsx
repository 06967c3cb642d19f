/**
 * The pages whose static first screen is rendered at build time (the
 * first-paint contract of @agency/site-kit/contracts; see `render-first-paint`).
 */
import { FIRST_PAINT_BRAND_TOKENS } from '@agency/site-kit/contracts';
import Portfolio from './portfolio/Portfolio';

export const firstPaintPages = {
  Portfolio: <Portfolio brand={FIRST_PAINT_BRAND_TOKENS} track={() => {}} />,
};
