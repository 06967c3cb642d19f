import type { SiteBrand } from '@agency/site-kit/contracts';

export interface PageMetaContent {
  /** Canonical path of the page on the site. */
  path: string;
  title: string;
  description: string;
}

export type PageKey = 'home' | 'about' | 'privacyPolicy';

export function pageMeta(page: PageKey, brand: SiteBrand): PageMetaContent {
  switch (page) {
    case 'home':
      return {
        path: '/',
        title: `${brand.name} | Private, secure AI solutions for finance and healthcare`,
        description: `${brand.name} builds AI assistants, AI CRM systems, AI-enhanced APIs and cloud platforms that run in your own environment. 4-day deployment, no data sent to outside AI providers.`,
      };
    case 'about':
      return {
        path: '/about',
        title: `About ${brand.name} | Innovative AI with privacy and security at the core`,
        description: `Meet ${brand.name}: our mission, vision, core values, expertise and the technology library we use to build secure AI for regulated industries.`,
      };
    case 'privacyPolicy':
      return {
        path: '/privacy-policy',
        title: `Privacy Policy | ${brand.name}`,
        description: `What ${brand.name} stores when you visit this site or chat with our assistant, how long we keep it, and how to download or delete your data.`,
      };
  }
}
