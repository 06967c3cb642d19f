/**
 * The pages whose static first screen is rendered at build time (the
 * first-paint contract of @agency/site-kit/contracts; see `render-first-paint`):
 * every page, so that each is on screen before any script has run. About's
 * fade (docs/product-rules.md §2) is a CSS animation, so it runs on its static screen too; the
 * privacy policy's retention period is a site setting the site server fills in.
 */
import { FIRST_PAINT_BRAND_TOKENS, FIRST_PAINT_SETTING_TOKENS } from '@agency/site-kit/contracts';
import About from './about/About';
import Home from './home/Home';
import PrivacyPolicy from './privacy-policy/PrivacyPolicy';

const noop = () => {};

/** The page shows the number as text; its token stands in for it until the site server fills it in. */
const retentionDaysToken = FIRST_PAINT_SETTING_TOKENS.retentionDays as unknown as number;

export const firstPaintPages = {
  Home: <Home brand={FIRST_PAINT_BRAND_TOKENS} track={noop} onStartProject={noop} />,
  About: <About brand={FIRST_PAINT_BRAND_TOKENS} track={noop} />,
  PrivacyPolicy: (
    <PrivacyPolicy brand={FIRST_PAINT_BRAND_TOKENS} track={noop} retentionDays={retentionDaysToken} onOpenCookieSettings={noop} />
  ),
};
