import type { TechnologyKey } from '../technologies';
import artwork from './artwork.json';
import { assetCatalogue, assetName, type AssetCatalogue, type Device } from './asset-catalogue';

/** docs/product-rules.md §9: 6 image sets per portfolio item, 9 items. */
export const IMAGES_PER_ITEM = 6;
export const PORTFOLIO_ITEM_COUNT = 9;

/** One image set: the same product screen on each device (docs/product-rules.md §3). */
export type PortfolioImageSet = Readonly<Record<Device, string>> & {
  /** What the screen shows, for alt texts ('assistant chat', 'dashboard', …). */
  readonly screenKind: string;
};

/** docs/product-rules.md §3 portfolio item, plus `id` (its URL slug) and `solution` (what was built). */
export interface PortfolioItem {
  id: string;
  custom: boolean;
  title: string;
  solution: string;
  images: readonly PortfolioImageSet[];
  text: string;
  icons: readonly TechnologyKey[];
}

const SCREEN_KIND_LABELS: Readonly<Record<string, string>> = {
  chat: 'assistant chat',
  dashboard: 'dashboard',
  records: 'records list',
  analytics: 'analytics',
  form: 'form',
  landing: 'landing page',
  shop: 'product catalogue',
  product: 'product page',
};

interface PortfolioEntry {
  id: string;
  custom: boolean;
  title: string;
  solution: string;
  text: string;
  icons: readonly TechnologyKey[];
}

/**
 * The agency's projects: five custom ones for four clients (Halcyon Health
 * appears twice) and Template 1–4. The clients work under confidentiality, so
 * each appears under a fictional brand (docs/product-rules.md: the titles are brand names) and
 * the screens, generated from artwork.json under the same id, show synthetic
 * data. Each project's technologies are the ones its text describes.
 */
const PORTFOLIO_ENTRIES: readonly PortfolioEntry[] = [
  {
    id: 'clearharbor-private-banking',
    custom: true,
    title: 'Clearharbor',
    solution: 'Private banking assistant',
    text: 'An AI assistant for Clearharbor’s relationship managers. It answers questions about clients, products and lending policy from the bank’s own documents, cites its sources, and runs on an open model inside Clearharbor’s cloud tenancy, so client data never reaches a third-party service.',
    icons: ['huggingFace', 'react', 'typescript', 'styled', 'node', 'express', 'socket.io'],
  },
  {
    id: 'halcyon-health-patient-portal',
    custom: true,
    title: 'Halcyon Health',
    solution: 'Patient portal with a care assistant',
    text: 'A patient portal for Halcyon Health’s clinics: appointments, lab results and secure messages with care teams. A care assistant, an open model hosted alongside the portal, explains results and books follow-ups; every record access is written to an audit log, and all data stays in Halcyon’s HIPAA-compliant hosting.',
    icons: ['huggingFace', 'react', 'redux-saga', 'typescript', 'webpack', 'node', 'express', 'rabbitMQ'],
  },
  {
    id: 'tessera-claims-intelligence',
    custom: true,
    title: 'Tessera Insurance',
    solution: 'Claims triage and analytics',
    text: 'Claims intake for Tessera Insurance. Photos and documents sent by policyholders are classified and summarised by open models running in Tessera’s own data centre, possible fraud is queued for an adjuster instead of being decided by the model, and managers follow settlement times by region.',
    icons: ['huggingFace', 'angular', 'typescript', 'node', 'kafka', 'rabbitMQ'],
  },
  {
    id: 'quillmart-ai-commerce',
    custom: true,
    title: 'Quillmart',
    solution: 'Online store with a shopping assistant',
    text: 'Quillmart’s online store, with product recommendations and a shopping assistant that answers sizing, delivery and return questions while the customer browses. Recommendations use purchase history only with consent, and page transitions stay fast on mid-range phones.',
    icons: ['groq', 'react', 'reactSpring', 'emotion', 'node', 'express', 'socket'],
  },
  {
    id: 'halcyon-health-clinical-notes',
    custom: true,
    title: 'Halcyon Health',
    solution: 'Clinical notes assistant',
    text: 'A documentation assistant for Halcyon Health physicians. It drafts visit notes from dictation and suggests billing codes for review; nothing is filed until the physician signs. An open model from Hugging Face runs on the hospital’s own servers, so no patient data goes to an outside AI provider, and every suggestion is traceable in the audit log.',
    icons: ['huggingFace', 'react', 'styled', 'typescript', 'socket.io', 'node'],
  },
  {
    id: 'template-ai-chat-workspace',
    custom: false,
    title: 'Template 1',
    solution: 'AI chat workspace',
    text: 'A ready-made AI chat workspace: streaming replies, conversation history, workspaces with their own model and access rules. Connects to a model hosted by you or to OpenAI, Anthropic or Groq, and is adapted to your brand.',
    icons: ['openai', 'anthropic', 'groq', 'react', 'styled', 'socket', 'node'],
  },
  {
    id: 'template-analytics-dashboard',
    custom: false,
    title: 'Template 2',
    solution: 'Analytics dashboard',
    text: 'An admin dashboard with KPI cards, charts, filterable tables and role-based settings. A starting point for internal tools that need to show sensitive figures only to the people allowed to see them.',
    icons: ['react', 'reduxSaga', 'typescript', 'webpack', 'express', 'kafka'],
  },
  {
    id: 'template-storefront',
    custom: false,
    title: 'Template 3',
    solution: 'E-commerce storefront',
    text: 'A storefront with catalogue, product pages, checkout and an optional shopping assistant. Built for fast first loads on mobile and accessible checkout forms.',
    icons: ['react', 'reactSpring', 'emotion', 'typescript', 'node', 'express'],
  },
  {
    id: 'template-company-site',
    custom: false,
    title: 'Template 4',
    solution: 'Company website',
    text: 'A company website with landing page, contact flow and a customer portal, ready to connect to an AI assistant. Content is easy to change and every page meets WCAG 2.2 AA.',
    icons: ['react', 'styled', 'typescript', 'webpack', 'node', 'huggingFace'],
  },
];

function imageSets(id: string, catalogue: AssetCatalogue): PortfolioImageSet[] {
  const project = artwork.projects.find((entry) => entry.slug === id);
  if (!project) throw new Error(`No artwork for portfolio item ${id}`);
  return project.screens.slice(0, IMAGES_PER_ITEM).map((kind, i) => ({
    screenKind: SCREEN_KIND_LABELS[kind] ?? kind,
    screen: catalogue.url(assetName(id, i + 1, 'screen')),
    laptop: catalogue.url(assetName(id, i + 1, 'laptop')),
    mobile: catalogue.url(assetName(id, i + 1, 'mobile')),
    pad: catalogue.url(assetName(id, i + 1, 'pad')),
  }));
}

/** The 9 portfolio items with image URLs resolved through `catalogue`. */
export function buildPortfolioItems(catalogue: AssetCatalogue = assetCatalogue): PortfolioItem[] {
  return PORTFOLIO_ENTRIES.map((entry) => ({ ...entry, images: imageSets(entry.id, catalogue) }));
}

export const portfolioItems: readonly PortfolioItem[] = buildPortfolioItems();

export function itemsOfKind(custom: boolean): PortfolioItem[] {
  return portfolioItems.filter((item) => item.custom === custom);
}
