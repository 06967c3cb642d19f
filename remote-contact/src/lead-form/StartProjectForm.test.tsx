import { contactLead } from '@agency/chat-protocol/examples';
import { CONTACT_LIMITS } from '@agency/chat-protocol';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInSite, testBrand } from '@agency/tooling/test-kit';
import { failNetwork, makeProps, respondWith } from '../test-support/render';
import {
  BUDGET_OPTIONS,
  BUTTONS,
  HONEYPOT_LABEL,
  SEND_ERRORS,
  SENT_TEXT,
  SERVICE_OPTIONS,
  STEP_DONE_LABEL,
  TRACK_EVENTS,
  charactersLeft,
} from './content';
import { DRAFT_STORAGE_KEY } from './state/draft-storage';
import { StartProjectForm } from './StartProjectForm';

const FORM_LABEL = 'Start your project';

function renderForm(overrides: Parameters<typeof makeProps>[0] = {}) {
  const props = makeProps(overrides);
  const view = renderInSite(
    <StartProjectForm
      brand={props.brand}
      label={FORM_LABEL}
      track={props.track}
      apiBaseUrl={props.apiBaseUrl}
      setLoading={props.setLoading}
    />,
  );
  return { ...view, props };
}

const stepHeading = () => screen.getByRole('heading', { level: 3 });
const next = () => screen.getByRole('button', { name: BUTTONS.next });

type User = ReturnType<typeof renderForm>['user'];

async function fillAllSteps(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Analytical Engines');
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 20 7946 0958');
  await user.click(next());
  await user.click(screen.getByRole('checkbox', { name: SERVICE_OPTIONS.AiDev }));
  await user.click(screen.getByRole('checkbox', { name: SERVICE_OPTIONS.cloudDev }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: BUDGET_OPTIONS.budget2 }));
  await user.click(next());
  await user.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'A private assistant for clinicians.');
}

describe('StartProjectForm', () => {
  beforeEach(() => window.localStorage.clear());

  it('walks through the five steps with a visible step indicator, back and next', async () => {
    const { user } = renderForm();

    const progress = screen.getByRole('list', { name: `${FORM_LABEL}: progress` });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(stepHeading()).toHaveTextContent('Step 1 of 5: About you');
    expect(within(progress).getByText('About you').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: BUTTONS.back })).not.toBeInTheDocument();

    await fillAllSteps(user);
    expect(stepHeading()).toHaveTextContent('Step 5 of 5: Your project');
    expect(within(progress).getByText('About you').closest('li')).toHaveTextContent(STEP_DONE_LABEL);
    expect(within(progress).getByText('Your project').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: BUTTONS.send })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BUTTONS.back }));
    expect(stepHeading()).toHaveTextContent('Step 4 of 5: Budget');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('radio', { name: BUDGET_OPTIONS.budget2 })).toBeChecked();
  });

  it('requires a name, ties the message to the field and moves focus to it', async () => {
    const { user } = renderForm();

    await user.click(next());

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please tell us your name.');
    expect(name).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Step 1 of 5');

    await user.type(name, 'Ada');
    expect(screen.queryByText('Please tell us your name.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a valid e-mail and a phone number we can call', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(next());

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0770 12');
    await user.click(next());

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@company.com.');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a phone number we can call, like 07700 900123 or +1 212 555 0123.'),
    );
    expect(email).toHaveFocus();
  });

  it.each(['07700 900123', '+44 20 7946 0958', '+1 (212) 555-0123'])('accepts the phone number %s and moves on', async (number) => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(next());

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), number);
    await user.click(next());

    expect(stepHeading()).toHaveTextContent('Step 3 of 5');
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('needs at least one service and one budget choice', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(next());
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.click(next());

    await user.click(next());
    const firstService = screen.getByRole('checkbox', { name: SERVICE_OPTIONS.AiDev });
    expect(firstService).toHaveAccessibleDescription('Please choose at least one service.');
    expect(firstService).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: SERVICE_OPTIONS.uiDev }));
    await user.click(next());
    await user.click(next());
    const firstBudget = screen.getByRole('radio', { name: BUDGET_OPTIONS.budget1 });
    expect(firstBudget).toHaveAccessibleDescription('Please choose a budget range.');
    expect(firstBudget).toHaveFocus();
  });

  it('limits the free text and shows how many characters are left', async () => {
    const { user } = renderForm();
    await fillAllSteps(user);

    const tellUsMore = screen.getByRole('textbox', { name: 'Tell us more' });
    expect(tellUsMore).toHaveAttribute('maxlength', String(CONTACT_LIMITS.tellUsMoreMax));
    const typed = 'A private assistant for clinicians.'.length;
    expect(screen.getByText(charactersLeft(CONTACT_LIMITS.tellUsMoreMax - typed))).toBeInTheDocument();
  });

  it('keeps the draft through a reload, on the step where the prospect left', async () => {
    const first = renderForm();
    await first.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await first.user.click(next());
    await first.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'grace@');
    first.unmount();

    const second = renderForm();
    expect(stepHeading()).toHaveTextContent('Step 2 of 5: How to reach you');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('grace@');
    await second.user.click(screen.getByRole('button', { name: BUTTONS.back }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace');
  });

  it('sends the lead with the loading flag around the call, confirms, and resets the form', async () => {
    const fetchMock = respondWith(201, { success: true, data: { leadId: 'lead-7' } });
    const { user, props } = renderForm({ apiBaseUrl: 'https://api.example' });
    await fillAllSteps(user);

    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    const confirmation = await screen.findByRole('heading', { name: SENT_TEXT.title });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText(SENT_TEXT.body('Ada Lovelace', 'ada@example.com', testBrand))).toBeInTheDocument();
    expect(screen.getByText(SENT_TEXT.reference('lead-7'))).toBeInTheDocument();
    expect(props.setLoading).toHaveBeenNthCalledWith(1, 'loading1', true);
    expect(props.setLoading).toHaveBeenNthCalledWith(2, 'loading1', false);
    expect(props.track).toHaveBeenCalledWith(TRACK_EVENTS.sent, { services: 2 });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example/api/message');
    // What was typed and chosen above: the example lead with this test's company, address and brief.
    expect(JSON.parse(init.body as string)).toEqual(
      contactLead({
        companyName: 'Analytical Engines',
        email: 'ada@example.com',
        tellUsMore: 'A private assistant for clinicians.',
        website: '',
      }),
    );
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: BUTTONS.newBrief }));
    expect(stepHeading()).toHaveTextContent('Step 1 of 5: About you');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('keeps every answer and says so clearly when the server cannot be reached', async () => {
    failNetwork();
    const { user, props } = renderForm();
    await fillAllSteps(user);

    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SEND_ERRORS.title);
    expect(alert).toHaveTextContent(SEND_ERRORS.unreachable(testBrand));
    expect(alert).toHaveTextContent(SEND_ERRORS.kept);
    expect(alert).toHaveFocus();
    expect(props.setLoading).toHaveBeenLastCalledWith('loading1', false);
    expect(props.track).toHaveBeenCalledWith(TRACK_EVENTS.failed, { status: 0 });
    expect(screen.getByRole('textbox', { name: 'Tell us more' })).toHaveValue('A private assistant for clinicians.');

    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    expect(stored.data).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', AiDev: true, budget2: true });

    for (let back = 0; back < 4; back += 1) await user.click(screen.getByRole('button', { name: BUTTONS.back }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });

  it('lets the prospect send again after a failure', async () => {
    failNetwork();
    const { user } = renderForm();
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: BUTTONS.send }));
    await screen.findByRole('alert');

    respondWith(201, { success: true, data: { leadId: 'lead-8' } });
    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    expect(await screen.findByRole('heading', { name: SENT_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a rate-limited prospect to wait', async () => {
    respondWith(429, { success: false, error: 'Too many requests' });
    const { user } = renderForm();
    await fillAllSteps(user);

    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_ERRORS.rateLimited);
  });

  it('shows the server’s field issues at their field, on their step', async () => {
    respondWith(400, {
      success: false,
      error: 'Invalid lead',
      issues: [{ path: ['email'], message: 'This e-mail domain does not accept mail.' }],
    });
    const { user } = renderForm();
    await fillAllSteps(user);

    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 5: How to reach you'));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('This e-mail domain does not accept mail.');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('sends the hidden honeypot field along, so chat-server can drop bot submissions', async () => {
    const fetchMock = respondWith(200, { success: true, data: { leadId: 'received' } });
    const { user } = renderForm();
    // People never see this field (aria-hidden, off screen, out of the tab order); bots fill it in.
    const honeypot = screen.getByLabelText(HONEYPOT_LABEL);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: HONEYPOT_LABEL })).not.toBeInTheDocument();
    honeypot.setAttribute('value', 'https://spam.example');
    await fillAllSteps(user);

    await user.click(screen.getByRole('button', { name: BUTTONS.send }));

    await screen.findByRole('heading', { name: SENT_TEXT.title });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ website: 'https://spam.example' });
  });

  it('moves on with Enter, like Next', async () => {
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');

    expect(stepHeading()).toHaveTextContent('Step 2 of 5: How to reach you');
  });
});
