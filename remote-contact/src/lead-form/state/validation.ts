import { contactLeadSchema, type ContactLead } from '@agency/chat-protocol';
import { issueText } from '../content';
import {
  STEP_ERROR_TARGETS,
  toContactLead,
  type ContactFormData,
  type ErrorTarget,
  type FieldErrors,
  type StepIndex,
} from './contact-form-data';

/** A schema issue as zod (and the server's 400 body) reports it. */
export interface LeadIssue {
  path: readonly PropertyKey[];
  message: string;
}

const ALL_TARGETS = new Set<ErrorTarget>(Object.values(STEP_ERROR_TARGETS).flat());

function isErrorTarget(value: PropertyKey | undefined): value is ErrorTarget {
  return typeof value === 'string' && ALL_TARGETS.has(value as ErrorTarget);
}

/** First message per field, in the prospect's words; issues about unknown paths are left out. */
export function issuesToFieldErrors(issues: readonly LeadIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const target = issue.path[0];
    if (isErrorTarget(target) && !errors[target]) errors[target] = issueText(target, issue.message);
  }
  return errors;
}

export type LeadValidation = { ok: true; lead: ContactLead } | { ok: false; errors: FieldErrors };

/**
 * The whole form against the schema chat-server enforces again at its edge.
 * On success, `lead` holds the trimmed values that are sent.
 */
export function validateLead(data: ContactFormData, website = ''): LeadValidation {
  const result = contactLeadSchema.safeParse(toContactLead(data, website));
  if (result.success) return { ok: true, lead: result.data };
  return { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}

/**
 * One step's rules: the whole schema runs (its "at least one" rules span
 * fields), and only the issues of this step's fields are kept.
 */
export function validateStep(step: StepIndex, data: ContactFormData): FieldErrors {
  const validation = validateLead(data);
  if (validation.ok) return {};
  return pickStepErrors(step, validation.errors);
}

export function pickStepErrors(step: StepIndex, errors: FieldErrors): FieldErrors {
  const picked: FieldErrors = {};
  for (const target of STEP_ERROR_TARGETS[step]) {
    const message = errors[target];
    if (message) picked[target] = message;
  }
  return picked;
}

/** The first step holding an error, for sending the prospect back to it. */
export function firstStepWithErrors(errors: FieldErrors): StepIndex | undefined {
  const steps = Object.keys(STEP_ERROR_TARGETS).map(Number) as StepIndex[];
  return steps.find((step) => STEP_ERROR_TARGETS[step].some((target) => errors[target]));
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
