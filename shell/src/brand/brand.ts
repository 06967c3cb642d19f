import type { SiteBrand } from '@agency/site-kit/contracts';

/**
 * The agency's brand, defined once and handed to every remote as the `brand`
 * prop. Rebranding the site is this edit plus chat-server's knowledge file.
 */
export const brand: SiteBrand = {
  name: 'Vaultline AI',
  productName: 'Vaultline AI',
  assistantName: 'Vera',
  siteUrl: 'https://vaultline.ai',
  contactEmail: 'hello@vaultline.ai',
};

/** docs/product-rules.md §2 footer copyright year. */
export const COPYRIGHT_YEAR = 2025;
