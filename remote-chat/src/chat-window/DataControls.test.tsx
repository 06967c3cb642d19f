import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../shared/chat-rules';
import { captureDownloads } from '../test-support/downloads';
import { loopbackChatServerPerTest } from '../test-support/loopback-per-test';
import { renderWidget, TEST_BRAND } from '../test-support/render-widget';

jest.setTimeout(10_000);
const loopback = loopbackChatServerPerTest();

async function converse(text: string) {
  const view = renderWidget(loopback.server.url);
  await view.user.click(await screen.findByRole('button', { name: `Chat with ${TEST_BRAND.assistantName}` }, { timeout: 2000 }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Lead Score: 0% • welcome');
  await view.user.type(within(dialog).getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  await within(dialog).findByText('Hello from the assistant.');
  await view.user.click(within(dialog).getByRole('button', { name: 'Your data' }));
  return { ...view, dialog, region: within(dialog).getByRole('region', { name: 'Your data' }) };
}

test('downloads my conversations as JSON and as Markdown', async () => {
  const { blobs: saved, fileNames } = captureDownloads();
  const { user, region } = await converse('Our records are confidential');

  await user.click(within(region).getByRole('button', { name: 'Download my conversations (JSON)' }));
  expect(await within(region).findByText('Your conversations were downloaded.')).toBeInTheDocument();
  expect(JSON.parse(await saved[0]!.text())).toMatchObject({ success: true });
  expect(await saved[0]!.text()).toContain('Our records are confidential');

  await user.click(within(region).getByRole('button', { name: 'Download my conversations (Markdown)' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(await saved[1]!.text()).toContain('**user**: Our records are confidential');
  expect(fileNames).toEqual(['conversations-2026-01-05.json', 'conversations-2026-01-05.md']);
});

test('deletes my data after confirmation and starts a fresh anonymous session', async () => {
  const { user, dialog, region } = await converse('Please forget me');
  const { userId } = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userRecord) ?? '{}');

  await user.click(within(region).getByRole('button', { name: 'Delete my data' }));
  await user.click(within(region).getByRole('button', { name: 'Cancel' }));
  expect(loopback.server.chats.size).toBe(1);

  await user.click(within(region).getByRole('button', { name: 'Delete my data' }));
  expect(within(region).getByText(/This cannot be undone/)).toBeInTheDocument();
  await user.click(within(region).getByRole('button', { name: 'Yes, delete everything' }));

  expect(await within(region).findByText(/Your data was deleted/)).toBeInTheDocument();
  expect(loopback.server.chats.size).toBe(0);
  expect(within(dialog).queryByText('Please forget me')).not.toBeInTheDocument();
  await within(dialog).findByText('Lead Score: 0% • welcome');
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userRecord) ?? '{}').userId).not.toBe(userId);

  await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello again{Enter}');
  expect(await within(dialog).findByText('Hello from the assistant.')).toBeInTheDocument();
});
