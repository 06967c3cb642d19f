/**
 * The team screen's rules, outside React: checking a new member with the
 * protocol's schema, turning chat-server's refusals into field errors, and
 * keeping the list in order.
 */
import {
  newStaffUserSchema,
  type NewStaffUser,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type StaffUser,
} from '@agency/chat-protocol/inbox';
import { InboxApiError, type RequestIssue } from '../api/inbox-api';

export const NEW_MEMBER_FIELDS = ['displayName', 'email', 'role', 'password'] as const;
export type NewMemberField = (typeof NEW_MEMBER_FIELDS)[number];
export type NewMemberInput = Record<NewMemberField, string>;
export type FieldErrors = Partial<Record<NewMemberField, string>>;

export const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

/** One plain sentence per field, whatever zod's wording of the rule it broke. */
const FIELD_MESSAGES: Record<NewMemberField, string> = {
  displayName: 'Enter a name of at most 80 characters.',
  email: 'Enter an e-mail address, like name@agency.example.',
  role: 'Choose agent or admin.',
  password: `The initial password needs ${PASSWORD_RULE}`,
};

const isField = (path: string): path is NewMemberField => (NEW_MEMBER_FIELDS as readonly string[]).includes(path);

/** The refused fields, each with its message; issues about no known field are left out. */
export function fieldErrorsOf(issues: readonly RequestIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) if (isField(issue.path)) errors[issue.path] ??= FIELD_MESSAGES[issue.path];
  return errors;
}

/** The new member as chat-server takes it, or the fields to correct. */
export function checkNewMember(input: NewMemberInput): { ok: true; user: NewStaffUser } | { ok: false; errors: FieldErrors } {
  const parsed = newStaffUserSchema.safeParse(input);
  if (parsed.success) return { ok: true, user: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { ok: false, errors: fieldErrorsOf(issues) };
}

/** Why adding failed: per field where chat-server said which (a 400, or a 409 for a taken e-mail), else one message. */
export function refusalOf(error: unknown): { errors: FieldErrors; message: string | null } {
  if (error instanceof InboxApiError) {
    if (error.status === 409) return { errors: { email: error.message }, message: null };
    const errors = fieldErrorsOf(error.issues);
    if (Object.keys(errors).length > 0) return { errors, message: null };
    return { errors: {}, message: error.message };
  }
  return { errors: {}, message: 'The member could not be added. Try again.' };
}

/** The list with `user` replaced (by id) or added at the end, as chat-server lists them. */
export function withUser(users: readonly StaffUser[], user: StaffUser): StaffUser[] {
  return users.some((each) => each.staffId === user.staffId)
    ? users.map((each) => (each.staffId === user.staffId ? user : each))
    : [...users, user];
}

export const statusLabel = (user: StaffUser) => (user.disabled ? 'Disabled' : 'Active');

/** What the status region says once a change went through. */
export function changeNotice(user: StaffUser): string {
  return user.disabled
    ? `${user.displayName} is disabled: they are signed out and cannot sign in.`
    : `${user.displayName} is enabled: they can sign in again.`;
}

export const addedNotice = (user: StaffUser) => `${user.displayName} (${user.email}) is added as ${user.role}.`;
