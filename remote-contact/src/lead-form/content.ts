import type { SiteBrand } from '@agency/site-kit/contracts';
import { CONTACT_LEAD_ISSUES, CONTACT_LIMITS, type ContactLeadIssue } from '@agency/chat-protocol/contact-lead-fields';
import type { BudgetField, ErrorTarget, ServiceField, StepIndex } from './state/contact-form-data';

/** Texts of the 5-step start-project form, defined once. */

export const STEP_TITLES: Record<StepIndex, string> = {
  0: 'About you',
  1: 'How to reach you',
  2: 'Services',
  3: 'Budget',
  4: 'Your project',
};

export const STEP_INTROS: Record<StepIndex, string> = {
  0: 'Who are we talking to?',
  1: 'Where should we send our reply?',
  2: 'What can we build for you? Choose all that apply.',
  3: 'Which budget range fits your project?',
  4: 'Anything else we should know: goals, timeline, compliance needs.',
};

export const STEP_DONE_LABEL = '(completed)';

export const stepProgressLabel = (step: StepIndex, count: number): string => `Step ${step + 1} of ${count}`;

export const FIELD_TEXT = {
  name: { label: 'Name', hint: undefined },
  companyName: { label: 'Company name', hint: 'Optional' },
  email: { label: 'E-mail', hint: undefined },
  phone: { label: 'Phone', hint: 'Optional. UK numbers as you dial them, others with their country code, like +1 212 555 0123' },
  tellUsMore: { label: 'Tell us more', hint: `Optional, up to ${CONTACT_LIMITS.tellUsMoreMax} characters` },
} as const;

/** The four service options (docs/product-rules.md §9), named like the home page's service tiles. */
export const SERVICE_OPTIONS: Record<ServiceField, string> = {
  AiDev: 'AI & Machine Learning',
  uiDev: 'UI Development',
  cloudDev: 'Cloud Solutions',
  ecommerceDev: 'E-commerce',
};
export const SERVICES_LEGEND = 'Services you need';

/** The three budget options (docs/product-rules.md §9); one is chosen. */
export const BUDGET_OPTIONS: Record<BudgetField, string> = {
  budget1: 'Under $25,000',
  budget2: '$25,000 to $100,000',
  budget3: 'Over $100,000',
};
export const BUDGET_LEGEND = 'Budget range';

/** The longest value of each text field the form limits. */
const FIELD_MAX: Partial<Record<ErrorTarget, number>> = {
  name: CONTACT_LIMITS.nameMax,
  companyName: CONTACT_LIMITS.companyNameMax,
  email: CONTACT_LIMITS.emailMax,
  tellUsMore: CONTACT_LIMITS.tellUsMoreMax,
};

/** What the prospect reads for each issue code of the shared schema. */
const ISSUE_TEXT: Record<ContactLeadIssue, (target: ErrorTarget) => string> = {
  [CONTACT_LEAD_ISSUES.nameMissing]: () => 'Please tell us your name.',
  [CONTACT_LEAD_ISSUES.tooLong]: (target) => `At most ${FIELD_MAX[target] ?? ''} characters.`,
  [CONTACT_LEAD_ISSUES.emailInvalid]: () => 'Please enter a valid e-mail address, like name@company.com.',
  [CONTACT_LEAD_ISSUES.phoneInvalid]: () => 'Please enter a phone number we can call, like 07700 900123 or +1 212 555 0123.',
  [CONTACT_LEAD_ISSUES.serviceMissing]: () => 'Please choose at least one service.',
  [CONTACT_LEAD_ISSUES.budgetMissing]: () => 'Please choose a budget range.',
};

function isIssueCode(message: string): message is ContactLeadIssue {
  return Object.hasOwn(ISSUE_TEXT, message);
}

/** An issue at `target` in the prospect's words; a message that is not a known code (the server's own words) is shown as it is. */
export const issueText = (target: ErrorTarget, message: string): string => (isIssueCode(message) ? ISSUE_TEXT[message](target) : message);

export const charactersLeft = (left: number): string => `${left} characters left`;

export const BUTTONS = {
  back: 'Back',
  next: 'Next',
  send: 'Send project brief',
  sending: 'Sending…',
  retry: 'Try again',
  newBrief: 'Start a new brief',
} as const;

export const HONEYPOT_LABEL = 'Leave this field empty';

export const DRAFT_NOTE = 'Your answers are kept on this device until you send them.';

export const SENT_TEXT = {
  title: 'Thank you! Your project brief is on its way.',
  body: (name: string, email: string, brand: SiteBrand): string => `Thanks, ${name}. The ${brand.name} team will reply to ${email} soon.`,
  reference: (leadId: string): string => `Your reference: ${leadId}`,
} as const;

/** User-facing messages for a failed send (docs/product-rules.md §8 leaves them open). */
export const SEND_ERRORS = {
  title: 'Your project brief was not sent.',
  kept: 'Everything you entered is kept.',
  unreachable: (brand: SiteBrand): string =>
    `We could not reach our server. Please check your connection and try again, or e-mail us at ${brand.contactEmail}.`,
  rateLimited: 'Too many requests came from your network. Please wait a few minutes, then try again.',
  invalid: 'Some answers need a change before we can send them. Please check the highlighted fields.',
  server: (brand: SiteBrand): string =>
    `Something went wrong on our side. Please try again in a moment, or e-mail us at ${brand.contactEmail}.`,
} as const;

/** Analytics events (sent through the shell's consent-gated `track`); no personal data. */
export const TRACK_EVENTS = {
  sent: 'start_project_sent',
  failed: 'start_project_failed',
} as const;
