import { assetCatalogue, assetName, type AssetCatalogue } from '../project-catalogue';

/** Where a mockup sits in the composition (mirrored on the Template tab). */
export type MockupPlacement = 'back' | 'front' | 'side';

/** docs/product-rules.md §3 mockup item: a laptop screenshot, its phone version for small screens, and its placement. */
export interface MockupItem {
  src: string;
  src_mobile: string;
  class: MockupPlacement;
  alt: string;
}

export interface MockupSet {
  heading: string;
  paragraphs: readonly string[];
  items: readonly MockupItem[];
}

interface MockupSource {
  slug: string;
  setNumber: number;
  placement: MockupPlacement;
  alt: string;
}

function mockupItems(sources: readonly MockupSource[], catalogue: AssetCatalogue): MockupItem[] {
  return sources.map(({ slug, setNumber, placement, alt }) => ({
    src: catalogue.url(assetName(slug, setNumber, 'laptop')),
    src_mobile: catalogue.url(assetName(slug, setNumber, 'mobile')),
    class: placement,
    alt,
  }));
}

/** docs/product-rules.md §2: tab 0 shows the first set, tab 1 the second (mirrored). */
export function buildMockupSets(catalogue: AssetCatalogue = assetCatalogue): readonly [MockupSet, MockupSet] {
  return [
    {
      heading: 'Built around your data, not someone else’s cloud',
      paragraphs: [
        'Every custom project starts from your compliance requirements. We design the screens with your team, run the AI models inside your own infrastructure and log every access, so auditors get answers and client data never leaves your control.',
        'Banks, clinics, insurers and retailers use these products every day: assistants that cite their sources, portals that explain results, pipelines that keep people in charge of decisions.',
      ],
      items: mockupItems(
        [
          { slug: 'clearharbor-private-banking', setNumber: 2, placement: 'back', alt: 'Clearharbor private banking dashboard' },
          { slug: 'halcyon-health-patient-portal', setNumber: 1, placement: 'front', alt: 'Halcyon Health patient portal home' },
          { slug: 'tessera-claims-intelligence', setNumber: 1, placement: 'side', alt: 'Tessera claims analytics' },
        ],
        catalogue,
      ),
    },
    {
      heading: 'Templates that go live in days',
      paragraphs: [
        'Our templates are production-ready starting points: an AI chat workspace, an analytics dashboard, a storefront and a company website. Each one is accessible, fast on mobile and secure by default.',
        'We adapt a template to your brand and content and deploy it to your own cloud, so you launch quickly without giving up control of your data.',
      ],
      items: mockupItems(
        [
          { slug: 'template-ai-chat-workspace', setNumber: 1, placement: 'back', alt: 'Template 1 AI chat workspace' },
          { slug: 'template-analytics-dashboard', setNumber: 1, placement: 'front', alt: 'Template 2 analytics dashboard' },
          { slug: 'template-storefront', setNumber: 1, placement: 'side', alt: 'Template 3 storefront catalogue' },
        ],
        catalogue,
      ),
    },
  ];
}

export const MOCKUP_SETS = buildMockupSets();
