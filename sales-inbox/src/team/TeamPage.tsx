import type { StaffUser } from '@agency/chat-protocol/inbox';
import { AdminScreen, AdminTable } from '../admin/AdminScreen';
import type { TeamApi } from '../api/inbox-api';
import { AddMemberForm } from './AddMemberForm';
import { statusLabel } from './team';
import { useTeam } from './use-team';

export interface TeamPageProps {
  api: TeamApi;
  /** The signed-in admin, who cannot disable their own account. */
  staffId: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function MemberRow({ user, you, onChange }: { user: StaffUser; you: boolean; onChange(disabled: boolean): void }) {
  return (
    <tr className={user.disabled ? 'disabled' : undefined}>
      <th scope="row">
        {user.displayName}
        {you && ' (you)'}
      </th>
      <td className="email" data-label="E-mail">
        {user.email}
      </td>
      <td data-label="Role">{user.role === 'admin' ? 'Admin' : 'Agent'}</td>
      <td data-label="Status">{statusLabel(user)}</td>
      <td data-label="Added">
        <time dateTime={new Date(user.createdAt).toISOString()}>{dateFormat.format(user.createdAt)}</time>
      </td>
      <td>
        {!you && (
          <button type="button" onClick={() => onChange(!user.disabled)}>
            {user.disabled ? 'Enable' : 'Disable'}
            <span className="visually-hidden"> {user.displayName}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** The staff accounts: who they are, whether they can sign in, and a form to add one. Admins only. */
export function TeamPage({ api, staffId }: TeamPageProps) {
  const { users, problem, notice, add, setDisabled } = useTeam(api);
  return (
    <AdminScreen id="team" title="Team">
      <p role="status" className="notice">
        {notice}
      </p>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {users === null ? (
        !problem && <p>Loading the team…</p>
      ) : (
        <AdminTable caption="Staff accounts" columns={['Name', 'E-mail', 'Role', 'Status', 'Added', 'Account']}>
          {users.map((user) => (
            <MemberRow
              key={user.staffId}
              user={user}
              you={user.staffId === staffId}
              onChange={(disabled) => void setDisabled(user, disabled)}
            />
          ))}
        </AdminTable>
      )}
      <AddMemberForm onAdd={add} />
    </AdminScreen>
  );
}
