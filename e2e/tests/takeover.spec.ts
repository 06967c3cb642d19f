/**
 * A person from the sales team takes a live chat over from Vera and hands it
 * back, in two browser contexts against the production build: the visitor on
 * the site, the agent in the sales inbox (its own server and origin).
 */
import { expect, test } from '../src/fixtures';
import { ASSISTANT, handoverAlert, openInboxAs, openVisitorChat, send, startSalesInboxWith, type StaffAccount } from '../src/sales-inbox';

// Several browser contexts live at once: their traces could race on shared files (README, "How a run works").
test.use({ trace: 'off' });

const AGENT: StaffAccount = { email: 'ada@e2e.example', name: 'Ada', password: 'correct horse battery staple', role: 'agent' };

test('an agent takes over a live chat, both write with typing, and Vera answers again after hand back', async ({ openContext, site }) => {
  test.setTimeout(180_000);
  await startSalesInboxWith(site, AGENT);
  try {
    const agentContext = await openContext({ baseURL: site.inboxUrl });
    const agentPage = await agentContext.newPage();
    await openInboxAs(agentPage, AGENT);

    const { context: visitorContext, chat } = await openVisitorChat(openContext, site.url);
    const vera = chat.getByRole('log').getByText(`${ASSISTANT}:`);
    await send(chat, 'Hello, can I talk to a human about a shop?');
    await expect(vera).toHaveCount(1, { timeout: 30_000 });

    // The signed-in agent is alerted, and opens the conversation from the alert.
    const alert = handoverAlert(agentPage);
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Open' }).click();
    await agentPage.getByRole('button', { name: 'Take over' }).click();
    const composer = agentPage.getByRole('textbox', { name: 'Message to the visitor' });
    await expect(composer).toBeFocused();
    await expect(chat.getByText('Ada from the team has joined the chat')).toBeVisible();

    // The agent types: the visitor sees it; the message arrives with the agent's name.
    await composer.pressSequentially('Hi, I am Ada');
    await expect(chat.getByText('Ada is typing')).toBeVisible();
    await composer.press('Enter');
    await expect(chat.getByRole('log').getByText('Hi, I am Ada')).toBeVisible();
    await expect(chat.getByText('Ada is typing')).toBeHidden();

    // The visitor answers: it reaches the agent, and Vera stays quiet.
    await send(chat, 'Great, we sell shoes online');
    await expect(agentPage.getByRole('log', { name: 'Transcript' }).getByText('Great, we sell shoes online')).toBeVisible();
    await expect(vera).toHaveCount(1);

    await agentPage.getByRole('button', { name: `Hand back to ${ASSISTANT}` }).click();
    await expect(chat.getByText(`Ada has handed you back to ${ASSISTANT}`)).toBeVisible();
    await send(chat, 'What would a shop like that cost?');
    await expect(vera).toHaveCount(2, { timeout: 30_000 });

    await visitorContext.close();
    await agentContext.close();
  } finally {
    await site.stop('sales-inbox');
  }
});
