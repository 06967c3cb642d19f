import type { SiteBrand } from '@agency/site-kit/contracts';

export const POPUP_TEXT = {
  title: 'Start your project',
  description: (brand: SiteBrand): string =>
    `Five short steps to tell ${brand.name} about your project. We reply personally, usually by e-mail.`,
  close: 'Close',
} as const;

/** docs/product-rules.md §9: modal max width. */
export const POPUP_MAX_WIDTH_PX = 600;
export const POPUP_FADE_MS = 200;
