import type { SiteBrand } from '@agency/site-kit/contracts';

/**
 * Shown under the title. Its month is the policy revision the shell stores
 * with each consent record ('2025-01'), and it sits within the footer's
 * copyright year.
 */
export const POLICY_LAST_UPDATED = '15 January 2025';
export const POLICY_LAST_UPDATED_ISO = '2025-01-15';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';
export const COOKIE_SETTINGS_LABEL = 'Cookie settings';

/** Local-storage key of the consent record (docs/product-rules.md §3). */
export const CONSENT_STORAGE_KEY = 'gdpr_cookie_preferences';
/** docs/product-rules.md §4/§9: sessions expire after 24 h of inactivity; clean-up runs hourly. */
export const SESSION_TIMEOUT_HOURS = 24;
/** The shell asks for cookie choices again after this many months. */
export const CONSENT_RENEWAL_MONTHS = 6;

export interface PolicyContext {
  brand: SiteBrand;
  retentionDays: number;
}

export interface PolicyListItem {
  term?: string;
  text: string;
}

export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly PolicyListItem[] };

/** Interactive parts a section ends with. */
export type PolicyAction = 'cookieSettings' | 'contactEmail';

export interface PolicySection {
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
  actions?: readonly PolicyAction[];
}

export function privacyPolicyIntro({ brand }: PolicyContext): string {
  return `This policy explains what ${brand.name} stores when you visit ${brand.siteUrl}, use our start-project form or chat with ${brand.assistantName}, our AI assistant; why we store it; how long we keep it; and how you can see, download or delete it. We built this site to collect as little as possible.`;
}

/** docs/product-rules.md §2: the ten sections of the privacy policy. */
export function privacyPolicySections(context: PolicyContext): readonly PolicySection[] {
  const { brand, retentionDays } = context;
  return [
    {
      id: 'information-we-collect',
      title: '1. Information We Collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what the features you use need:' },
        {
          kind: 'list',
          items: [
            {
              term: 'Your cookie choices.',
              text: `When you answer the cookie banner, your browser keeps a consent record in local storage under the key "${CONSENT_STORAGE_KEY}": whether you allow necessary (always on), analytics, marketing and functional storage, the time you chose and the revision of this policy you saw. It stays on your device; we do not send it to our server.`,
            },
            {
              term: 'Page views, only with your consent.',
              text: 'If you allow analytics, the address of each page you view is sent to our tag manager as a page-view event. Without analytics consent no page views or other analytics events are sent.',
            },
            {
              term: 'Your anonymous chat identity.',
              text: `When you open the chat, our server issues a random anonymous user id and a signed session token, which your browser keeps in local storage together with the id of your active conversation and a list of your conversation ids. They contain no name, e-mail address or device fingerprint.`,
            },
            {
              term: 'Chat conversations.',
              text: `The messages you exchange with ${brand.assistantName} are stored on ${brand.name}'s own server, together with what the assistant derives from them: the topics and services you mention, a lead score and a suggested next step for our team.`,
            },
            {
              term: 'Start-project requests.',
              text: 'When you send the start-project form we store what you entered: your name, company, e-mail address, phone number, the services and budget range you chose and your project description.',
            },
          ],
        },
      ],
      actions: ['cookieSettings'],
    },
    {
      id: 'how-we-use-your-information',
      title: '2. How We Use Your Information',
      blocks: [
        {
          kind: 'list',
          items: [
            { text: 'To answer your questions in the chat and keep your conversation available when you come back.' },
            { text: 'To reply to your project request and prepare a proposal.' },
            { text: 'To understand which of our services a conversation is about, so that the right person follows up.' },
            { text: 'If you allowed analytics, to see which pages are useful and improve the site.' },
            { text: 'To keep the site secure, for example by limiting how often requests can be sent.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not build advertising profiles and we do not make automated decisions about you that have legal or similarly significant effects. The lead score only helps our team decide whom to contact first.',
        },
      ],
    },
    {
      id: 'sharing-your-information',
      title: '3. Sharing Your Information',
      blocks: [
        { kind: 'paragraph', text: 'We do not sell, rent or trade your personal data.' },
        {
          kind: 'paragraph',
          text: `By default ${brand.assistantName} runs entirely on our own server. If we connect the assistant to an outside AI model provider, e-mail addresses and phone numbers in your messages are replaced with placeholders before any text is sent, so no personal data of this kind reaches a third-party AI provider.`,
        },
        {
          kind: 'paragraph',
          text: 'We share data only with companies that host our infrastructure under a data-processing agreement, and with authorities when the law requires it.',
        },
      ],
    },
    {
      id: 'data-security',
      title: '4. Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Conversations and requests are stored on servers we operate and are sent over encrypted connections. Your session token is signed by our server, and the server returns a conversation only to the session that owns it, so nobody can read your chat by guessing an id. Every request is validated and rate-limited.',
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If a breach ever affects your data, we will tell you and the competent authority as the law requires.',
        },
      ],
    },
    {
      id: 'your-data-protection-rights',
      title: '5. Your Data Protection Rights',
      blocks: [
        { kind: 'paragraph', text: 'You have the right to:' },
        {
          kind: 'list',
          items: [
            { term: 'Access:', text: 'ask for a copy of the personal data we hold about you.' },
            { term: 'Rectification:', text: 'have inaccurate or incomplete data corrected.' },
            { term: 'Erasure:', text: 'have your data deleted.' },
            { term: 'Restrict processing:', text: 'ask us to limit how we use your data.' },
            { term: 'Object:', text: 'object to our processing of your data.' },
            { term: 'Data portability:', text: 'receive your data in a structured, machine-readable format.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can download or delete your chat data yourself at any time from the chat window. For any other request, or if you sent the start-project form, e-mail us; we answer within one month. You may also complain to your data-protection authority.',
        },
      ],
      actions: ['contactEmail'],
    },
    {
      id: 'data-retention',
      title: '6. Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: `We keep chat conversations and start-project requests for ${retentionDays} days. A deletion job runs every hour and removes everything older than that.`,
        },
        {
          kind: 'paragraph',
          text: `A chat session expires after ${SESSION_TIMEOUT_HOURS} hours without activity; your browser then receives a new anonymous identity. Your consent record stays in your browser until you clear your browser storage or change your choice; we ask for your choice again after ${CONSENT_RENEWAL_MONTHS} months.`,
        },
      ],
    },
    {
      id: 'third-party-links',
      title: '7. Third-Party Links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our site may link to other websites. We are not responsible for their content or privacy practices; please read their policies before giving them any information.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      title: '8. Children’s Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This site is meant for businesses and is not directed at children under 13. We do not knowingly collect data from children under 13. If you believe a child has given us personal data, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: '9. Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we publish the new version on this page with a new "last updated" date. Your consent record notes the revision you agreed to, and when a change affects what your consent covers we ask for your cookie choices again.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: '10. Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.name} is responsible for the data described here. For questions about this policy or your data, write to us:`,
        },
      ],
      actions: ['contactEmail'],
    },
  ];
}
