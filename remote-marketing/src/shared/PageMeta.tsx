import type { SiteBrand } from '@agency/site-kit/contracts';
import { pageMeta, type PageKey } from '../content/seo';

/**
 * Title, description, canonical URL and Open Graph tags of a page. React 19
 * hoists these elements into <head> wherever they are rendered.
 */
export function PageMeta({ page, brand }: { page: PageKey; brand: SiteBrand }) {
  const meta = pageMeta(page, brand);
  const url = new URL(meta.path, brand.siteUrl).href;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
