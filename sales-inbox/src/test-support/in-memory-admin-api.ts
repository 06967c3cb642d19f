/**
 * chat-server's admin endpoints as the screens see them, in memory, for tests:
 * the same schema check and refusals (400 with issues, 409, 403), and an
 * audit log read newest first a page at a time.
 */
import { type AuditEntry, newStaffUserSchema, type NewStaffUser, type StaffUser } from '@agency/chat-protocol/inbox';
import { type AuditApi, InboxApiError, type TeamApi } from '../api/inbox-api';

export class InMemoryAdminApi implements TeamApi, AuditApi {
  users: StaffUser[];
  audit: AuditEntry[] = [];
  private nextId = 1;

  constructor(
    /** The signed-in person: their role decides, as requireAdmin does. */
    public actor: StaffUser,
    others: StaffUser[] = [],
    readonly pageSize = 200,
    private readonly clock: () => number = () => 1_700_000_000_000,
  ) {
    this.users = [actor, ...others];
  }

  record(action: string, target: string | null, actor: StaffUser | null = this.actor) {
    this.audit.push({
      auditId: this.audit.length + 1,
      at: this.clock(),
      actorId: actor?.staffId ?? null,
      actorEmail: actor?.email ?? null,
      action,
      target,
    });
  }

  private admin() {
    if (this.actor.role !== 'admin') throw new InboxApiError(403, 'Only admins can do that.');
  }

  listUsers = async () => {
    this.admin();
    return [...this.users];
  };

  addUser = async (input: NewStaffUser) => {
    this.admin();
    const parsed = newStaffUserSchema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new InboxApiError(400, `Invalid request: ${issues.map((issue) => issue.message).join('; ')}`, issues);
    }
    const { password: _password, ...facts } = parsed.data;
    if (this.users.some((user) => user.email === facts.email)) throw new InboxApiError(409, 'That e-mail already has an account.');
    const user: StaffUser = { ...facts, staffId: `staff_new${this.nextId++}`, disabled: false, createdAt: this.clock() };
    this.users.push(user);
    this.record('user_added', `${user.email} (${user.role})`);
    return user;
  };

  setDisabled = async (staffId: string, disabled: boolean) => {
    this.admin();
    if (staffId === this.actor.staffId && disabled) throw new InboxApiError(400, 'You cannot disable your own account.');
    const user = this.users.find((each) => each.staffId === staffId);
    if (!user) throw new InboxApiError(404, 'No such staff account.');
    const changed = { ...user, disabled };
    this.users = this.users.map((each) => (each.staffId === staffId ? changed : each));
    this.record(disabled ? 'user_disabled' : 'user_enabled', user.email);
    return changed;
  };

  auditEntries = async (before?: number) => {
    this.admin();
    return this.audit
      .filter((entry) => before === undefined || entry.auditId < before)
      .sort((a, b) => b.auditId - a.auditId)
      .slice(0, this.pageSize);
  };
}
