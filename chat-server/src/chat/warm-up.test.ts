import path from 'node:path';
import { loadKnowledge } from '../assistant/knowledge.js';
import { typicalVisitorMessages } from '../assistant/typical-messages.js';
import { warmUpReplies } from './warm-up.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

describe('the warm-up before the server listens', () => {
  it('validates, reads and answers every typical message without an error, in every pass', async () => {
    const { failed, read, replies } = await warmUpReplies(knowledge, { builtinReplies: true, passes: 2 });
    expect(failed).toEqual([]);
    expect(read).toBe(2 * typicalVisitorMessages(knowledge).length);
    expect(replies).toBe(read);
  });

  it('reads the messages without composing replies when the assistant is not the builtin one', async () => {
    const { failed, read, replies } = await warmUpReplies(knowledge, { builtinReplies: false, passes: 1 });
    expect(failed).toEqual([]);
    expect(read).toBe(typicalVisitorMessages(knowledge).length);
    expect(replies).toBe(0);
  });

  it('names each message that fails once, and still goes through the others', async () => {
    // A knowledge file whose first answer's question is over the message limit: its packet does not validate.
    const tooLong = 'x'.repeat(100_000);
    const broken = { ...knowledge, answers: [{ ...knowledge.answers[0]!, questions: [tooLong] }, ...knowledge.answers.slice(1)] };
    const { failed, read } = await warmUpReplies(broken, { builtinReplies: true, passes: 3 });
    expect(failed.map(({ message }) => message)).toEqual([tooLong]);
    expect(read).toBe(3 * (typicalVisitorMessages(broken).length - 1));
    expect(typicalVisitorMessages(broken)).toContain(tooLong);
  });
});
