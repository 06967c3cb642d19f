/** The members of staff the tests sign in as or find on the team: an admin and an agent. */
import type { StaffUser } from '@agency/chat-protocol/inbox';

export const ADA: StaffUser = {
  staffId: 'staff_ada',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'admin',
  disabled: false,
  createdAt: 0,
};

export const GRACE: StaffUser = {
  staffId: 'staff_grace',
  email: 'grace@example.com',
  displayName: 'Grace',
  role: 'agent',
  disabled: false,
  createdAt: 0,
};
