import type { ContactLead } from '@agency/chat-protocol';
import { CONTACT_BUDGET_FIELDS, CONTACT_SERVICE_FIELDS } from '@agency/chat-protocol/contact-lead-fields';

/** docs/product-rules.md §3 contact form data: what the prospect fills in, plus the started flag. */
export type ContactFieldName = Exclude<keyof ContactLead, 'website'>;
export type ContactFields = Omit<ContactLead, 'website'>;
export interface ContactFormData extends ContactFields {
  /** Set when step 0 is saved (docs/product-rules.md §3/§4). */
  started: boolean;
}

/** Reset restores these initial empty values (docs/product-rules.md §4). */
export const INITIAL_CONTACT_FORM: ContactFormData = {
  name: '',
  companyName: '',
  email: '',
  phone: '',
  AiDev: false,
  uiDev: false,
  cloudDev: false,
  ecommerceDev: false,
  budget1: false,
  budget2: false,
  budget3: false,
  tellUsMore: '',
  started: false,
};

/** docs/product-rules.md §9: five steps, 0 to 4. */
export const STEP_COUNT = 5;
export type StepIndex = 0 | 1 | 2 | 3 | 4;
export const FIRST_STEP: StepIndex = 0;
export const LAST_STEP: StepIndex = 4;

export const SERVICE_FIELDS = CONTACT_SERVICE_FIELDS;
export const BUDGET_FIELDS = CONTACT_BUDGET_FIELDS;
export type ServiceField = (typeof SERVICE_FIELDS)[number];
export type BudgetField = (typeof BUDGET_FIELDS)[number];

/** The fields each step owns, in the order they appear (docs/product-rules.md §3). */
export const STEP_FIELDS = {
  0: ['name', 'companyName'],
  1: ['email', 'phone'],
  2: SERVICE_FIELDS,
  3: BUDGET_FIELDS,
  4: ['tellUsMore'],
} as const satisfies Record<StepIndex, readonly ContactFieldName[]>;

/** The data one step saves. */
export type StepData<S extends StepIndex> = Pick<ContactFields, (typeof STEP_FIELDS)[S][number]>;

/**
 * Where a validation issue is shown. The shared schema reports the
 * "at least one" rules under the group names 'services' and 'budget'.
 */
export type ErrorTarget = ContactFieldName | 'services' | 'budget';
export type FieldErrors = Partial<Record<ErrorTarget, string>>;

/** The error targets of each step, in the order focus should visit them. */
export const STEP_ERROR_TARGETS: Record<StepIndex, readonly ErrorTarget[]> = {
  0: STEP_FIELDS[0],
  1: STEP_FIELDS[1],
  2: ['services'],
  3: ['budget'],
  4: STEP_FIELDS[4],
};

export function toContactLead(data: ContactFormData, website: string): ContactLead {
  const { started: _started, ...fields } = data;
  return { ...fields, website };
}
