import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxApiError } from '../api/inbox-api';
import { InMemoryAdminApi } from '../test-support/in-memory-admin-api';
import { ADA, GRACE } from '../test-support/staff';
import { TeamPage } from './TeamPage';

const PASSWORD = 'correct horse battery staple';

async function showTeam(api = new InMemoryAdminApi(ADA, [GRACE])) {
  const user = userEvent.setup();
  render(<TeamPage api={api} staffId={ADA.staffId} />);
  const table = await screen.findByRole('table', { name: 'Staff accounts' });
  return { api, user, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  fields: { name: string; email: string; password: string; role?: string },
) {
  await user.type(screen.getByRole('textbox', { name: 'Display name' }), fields.name);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), fields.email);
  if (fields.role) await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), fields.role);
  await user.type(screen.getByLabelText('Initial password'), fields.password);
  await user.click(screen.getByRole('button', { name: 'Add member' }));
}

it('lists the staff with e-mail, role and status, and takes the focus to its heading', async () => {
  const { table } = await showTeam();
  expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toHaveFocus();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'E-mail', 'Role', 'Status', 'Added', 'Account']);
  const grace = rowOf(table, 'Grace');
  expect(grace).toHaveTextContent('grace@example.com');
  expect(grace).toHaveTextContent('Agent');
  expect(grace).toHaveTextContent('Active');
  expect(within(grace).getByRole('button', { name: 'Disable Grace' })).toBeInTheDocument();
  // Nobody disables their own account here.
  expect(within(rowOf(table, 'Ada \\(you\\)')).queryByRole('button')).not.toBeInTheDocument();
});

it('adds a member, announces it and empties the form', async () => {
  const { api, user, table } = await showTeam();
  await fillForm(user, { name: 'Linus', email: ' Linus@Example.com', password: PASSWORD, role: 'admin' });

  expect(await screen.findByRole('status')).toHaveTextContent('Linus (linus@example.com) is added as admin.');
  expect(rowOf(table, 'Linus')).toHaveTextContent('Admin');
  expect(api.users.map((each) => each.email)).toContain('linus@example.com');
  expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
  expect(screen.getByLabelText('Initial password')).toHaveValue('');
});

it("checks the fields with the protocol's rules before sending, and focuses the first to correct", async () => {
  const { api, user } = await showTeam();
  await fillForm(user, { name: 'Linus', email: 'not-an-address', password: 'short' });

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter an e-mail address, like name@agency.example.');
  expect(screen.getByLabelText('Initial password')).toHaveAccessibleDescription(
    '12 to 256 characters. Give it to them in person or by phone, not by e-mail. The initial password needs 12 to 256 characters.',
  );
  expect(screen.getByRole('textbox', { name: 'Display name' })).not.toHaveAttribute('aria-invalid');
  expect(api.users).toHaveLength(2);
});

it("shows chat-server's refusal of a field next to that field", async () => {
  const api = new InMemoryAdminApi(ADA, [GRACE]);
  api.addUser = async () => {
    throw new InboxApiError(400, 'Invalid request: password: Too small', [{ path: 'password', message: 'Too small' }]);
  };
  const { user } = await showTeam(api);
  await fillForm(user, { name: 'Linus', email: 'linus@example.com', password: PASSWORD });

  const password = screen.getByLabelText('Initial password');
  expect(password).toHaveFocus();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('The initial password needs 12 to 256 characters.')).toBeInTheDocument();
});

it('says so at the e-mail field when the address already has an account', async () => {
  const { user } = await showTeam();
  await fillForm(user, { name: 'Grace again', email: 'grace@example.com', password: PASSWORD });

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription('That e-mail already has an account.');
});

it('disables and enables a member, announcing each change', async () => {
  const { api, user, table } = await showTeam();
  await user.click(within(rowOf(table, 'Grace')).getByRole('button', { name: 'Disable Grace' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Grace is disabled: they are signed out and cannot sign in.');
  expect(rowOf(table, 'Grace')).toHaveTextContent('Disabled');
  expect(api.users.find((each) => each.staffId === GRACE.staffId)?.disabled).toBe(true);

  const enable = within(rowOf(table, 'Grace')).getByRole('button', { name: 'Enable Grace' });
  expect(enable).toHaveFocus();
  await user.click(enable);
  expect(await screen.findByRole('status')).toHaveTextContent('Grace is enabled: they can sign in again.');
  expect(rowOf(table, 'Grace')).toHaveTextContent('Active');
});

it('shows why a change was refused', async () => {
  const api = new InMemoryAdminApi(ADA, [GRACE]);
  api.setDisabled = async () => {
    throw new InboxApiError(404, 'No such staff account.');
  };
  const { user, table } = await showTeam(api);
  await user.click(within(rowOf(table, 'Grace')).getByRole('button', { name: 'Disable Grace' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No such staff account.');
  expect(rowOf(table, 'Grace')).toHaveTextContent('Active');
});
