import type { ContactLead } from '#protocol/contact-lead';

/**
 * A valid start-project lead (two services, the middle budget), with the
 * fields a test cares about replaced: the one example both sides' tests send.
 */
export function contactLead(overrides: Partial<ContactLead> = {}): ContactLead {
  return {
    name: 'Ada Lovelace',
    companyName: 'Analytical Engines Ltd',
    email: 'ada@engines.example',
    phone: '+44 20 7946 0958',
    AiDev: true,
    uiDev: false,
    cloudDev: true,
    ecommerceDev: false,
    budget1: false,
    budget2: true,
    budget3: false,
    tellUsMore: 'A private assistant for our analysts.',
    ...overrides,
  };
}
