import type { SiteBrand } from '@agency/site-kit/contracts';

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export function homeAboutIntro(brand: SiteBrand): TextSection {
  return {
    heading: `About ${brand.name}`,
    paragraphs: [
      `${brand.name} is a software agency that builds AI for organisations that answer to regulators. Banks, insurers, clinics and health-tech companies come to us when they want the speed of modern AI without handing customer or patient data to someone else.`,
      `We design the system with you, build it in your stack and deploy it in an environment you control: your cloud account, your data centre or a private region. Models run where your data lives, every request is logged, and nothing is used to train anyone else's model.`,
    ],
  };
}

/** docs/product-rules.md §3 Package: name, description, features, popular. No prices (docs/product-rules.md §1). */
export interface Package {
  name: string;
  description: string;
  features: readonly string[];
  popular?: boolean;
}

export const PACKAGES_HEADING = 'AI CRM packages';
export const PACKAGES_INTRO =
  'A customer-relationship system with an AI assistant built in, deployed in your own environment. Pick the scope that fits today and grow into the next one.';
export const POPULAR_BADGE = 'Most Popular';

export const PACKAGES: readonly Package[] = [
  {
    name: 'Starter AI CRM',
    description: 'For a first team that wants AI help with leads and follow-ups, without a long project.',
    features: [
      'Contact, company and deal records',
      'AI assistant that drafts replies and summarises conversations',
      'Automatic lead scoring',
      'Website chat widget connected to your pipeline',
      'Hosted in a private environment in your region',
    ],
  },
  {
    name: 'Professional AI CRM',
    description: 'For growing sales and service teams that need their AI to know their products and processes.',
    features: [
      'Everything in Starter',
      'Assistant trained on your own documents and product catalogue',
      'Lead qualification with recommended next actions',
      'E-mail and calendar integration',
      'Role-based access and a full audit log',
      'Dashboards for pipeline and assistant performance',
    ],
    popular: true,
  },
  {
    name: 'Enterprise AI CRM',
    description: 'For regulated organisations that need the whole system inside their own infrastructure.',
    features: [
      'Everything in Professional',
      'Deployment on your cloud account or on-premises',
      'Self-hosted language models: no data sent to outside AI providers',
      'Single sign-on and integration with your identity provider',
      'Data-retention rules, export and deletion on request',
      'Dedicated engineer and agreed response times',
    ],
  },
];

/** docs/product-rules.md §1: the deployment claim. */
export const DEPLOYMENT_CLAIM = {
  highlight: '4-day deployment',
  text: 'From kick-off to a working AI CRM in your own environment, with your data imported and your team signed in.',
} as const;

/** docs/product-rules.md §3 Experience card: title, company, description, highlight. */
export interface ExperienceCard {
  title: string;
  company: string;
  description: string;
  highlight: string;
}

export const EXPERIENCE_HEADING = 'Experience';
export const EXPERIENCE_INTRO = 'Our clients work under confidentiality obligations, so we describe the work rather than name the client.';

export const EXPERIENCE_CARDS: readonly ExperienceCard[] = [
  {
    title: 'Private assistant for client advisers',
    company: 'Wealth-management firm',
    description:
      'A chat assistant that answers advisers’ questions from internal research and policy documents, running on a self-hosted model inside the firm’s cloud account.',
    highlight: 'No client data leaves the firm’s network',
  },
  {
    title: 'Patient-intake triage',
    company: 'Outpatient clinic group',
    description:
      'An intake form and assistant that collect symptoms before an appointment and route each request to the right team, with every answer stored in the clinic’s own database.',
    highlight: 'Front-desk phone time roughly halved',
  },
  {
    title: 'AI-enhanced lending API',
    company: 'Consumer-lending platform',
    description:
      'An API that reads uploaded documents, extracts the figures an underwriter needs and flags inconsistencies, with a full audit trail for every decision.',
    highlight: 'Document checks from hours to minutes',
  },
];

export const TECHNOLOGIES_HEADING = 'Technologies we work with';
export const TECHNOLOGIES_INTRO = 'Select a technology to read how we use it.';

/** docs/product-rules.md §3 Service tile: url (its illustration), title, tooltip text. */
export interface ServiceTile {
  url: string;
  title: string;
  tooltip: string;
}

export const SERVICES_HEADING = 'What we do';
export const SERVICES_INTRO = 'Select a service to learn more.';

export const CONTACT_CTA = {
  heading: 'Ready to put AI to work on your own terms?',
  text: 'Tell us about your project. We reply within one business day with first ideas, a timeline and the questions we need answered.',
  button: 'Get in touch',
} as const;

/**
 * Analytics event sent when a call to action opens the start-project form,
 * with its placement. The shell drops it without analytics consent.
 */
export const START_PROJECT_CTA_EVENT = 'start_project_cta_clicked';
