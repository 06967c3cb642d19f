import aiIllustration from './illustrations/ai-machine-learning.svg';
import cloudIllustration from './illustrations/cloud-solutions.svg';
import ecommerceIllustration from './illustrations/e-commerce.svg';
import uiIllustration from './illustrations/ui-development.svg';
import type { ServiceTile } from './home';

/** docs/product-rules.md §1: the four service explainer tiles. */
export const SERVICE_TILES: readonly ServiceTile[] = [
  {
    url: aiIllustration,
    title: 'AI & Machine Learning',
    tooltip:
      'Assistants, document understanding and predictions built on models that run where your data lives: self-hosted open models or a provider you approve, with personal data removed before any outside call.',
  },
  {
    url: uiIllustration,
    title: 'UI Development',
    tooltip:
      'Fast, accessible web interfaces in React and TypeScript that meet WCAG 2.2 AA, so customers and staff can use your product on any device.',
  },
  {
    url: cloudIllustration,
    title: 'Cloud Solutions',
    tooltip:
      'Infrastructure in your own cloud account or data centre: containers, queues, databases and monitoring, set up as code so it can be audited and repeated.',
  },
  {
    url: ecommerceIllustration,
    title: 'E-commerce',
    tooltip:
      'Online shops and ordering portals with AI product search and recommendations, secure payments and integrations with your stock and accounting systems.',
  },
];
