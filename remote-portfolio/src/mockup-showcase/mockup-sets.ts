import { assetCatalogue, assetName, type AssetCatalogue } from '../project-catalogue';
import MOCKUP_COPY from './mockup-sets.json';

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

/** The words and screenshots of each set, as data: the custom projects first, then the templates. */
type MockupSetCopy = (typeof MOCKUP_COPY)[keyof typeof MOCKUP_COPY];

const PLACEMENTS: readonly string[] = ['back', 'front', 'side'] satisfies readonly MockupPlacement[];

function placementOf(value: string): MockupPlacement {
  if (!PLACEMENTS.includes(value)) throw new Error(`mockup-sets.json: unknown placement "${value}"`);
  return value as MockupPlacement;
}

function mockupSet({ heading, paragraphs, items }: MockupSetCopy, catalogue: AssetCatalogue): MockupSet {
  return {
    heading,
    paragraphs,
    items: items.map(({ slug, setNumber, placement, alt }) => ({
      src: catalogue.url(assetName(slug, setNumber, 'laptop')),
      src_mobile: catalogue.url(assetName(slug, setNumber, 'mobile')),
      class: placementOf(placement),
      alt,
    })),
  };
}

/** docs/product-rules.md §2: tab 0 shows the first set, tab 1 the second (mirrored). */
export function buildMockupSets(catalogue: AssetCatalogue = assetCatalogue): readonly [MockupSet, MockupSet] {
  return [mockupSet(MOCKUP_COPY.custom, catalogue), mockupSet(MOCKUP_COPY.templates, catalogue)];
}

export const MOCKUP_SETS = buildMockupSets();
