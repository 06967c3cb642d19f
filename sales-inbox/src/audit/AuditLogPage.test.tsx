import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxApiError } from '../api/inbox-api';
import { InMemoryAdminApi } from '../test-support/in-memory-admin-api';
import { ADA } from '../test-support/staff';
import { AuditLogPage } from './AuditLogPage';

function logWith(pageSize: number) {
  const api = new InMemoryAdminApi(ADA, [], pageSize);
  api.record('sign_in_refused', 'who@example.com', null);
  api.record('sign_in', null);
  api.record('user_added', 'grace@example.com (agent)');
  api.record('user_disabled', 'grace@example.com');
  return api;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit entries, newest first' }))
    .getAllByRole('row')
    .slice(1);

it('lists who did what to what, newest first, with nothing to edit', async () => {
  render(<AuditLogPage api={logWith(200)} />);
  expect(await screen.findByRole('table', { name: 'Audit entries, newest first' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Audit log' })).toHaveFocus();
  expect(
    rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['ada@example.com', 'Disabled a member', 'grace@example.com'],
    ['ada@example.com', 'Added a member', 'grace@example.com (agent)'],
    ['ada@example.com', 'Signed in', '–'],
    ['No account', 'Sign-in refused', 'who@example.com'],
  ]);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Load older entries']);
});

it('loads older pages until there is none', async () => {
  const user = userEvent.setup();
  render(<AuditLogPage api={logWith(3)} />);
  await screen.findByRole('table');
  expect(rows()).toHaveLength(3);

  await user.click(screen.getByRole('button', { name: 'Load older entries' }));
  expect(await screen.findByText('1 older entry added below.')).toBeInTheDocument();
  expect(rows()).toHaveLength(4);
  expect(rows()[3]).toHaveTextContent('Sign-in refused');

  await user.click(screen.getByRole('button', { name: 'Load older entries' }));
  expect(await screen.findByRole('status')).toHaveTextContent('No older entries.');
  expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
});

it('says when the log could not be read', async () => {
  const api = logWith(200);
  api.auditEntries = async () => {
    throw new InboxApiError(403, 'Only admins can do that.');
  };
  render(<AuditLogPage api={api} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do that.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
