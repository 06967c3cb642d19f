import path from 'node:path';
import { loadKnowledge } from './knowledge.js';
import { QUICK_REPLY_SETS } from './quick-replies.js';
import { typicalVisitorMessages } from './typical-messages.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

describe('the messages visitors send most', () => {
  it('are every quick reply, a question of every answer and a message with contact details', () => {
    const messages = typicalVisitorMessages(knowledge);
    for (const set of Object.values(QUICK_REPLY_SETS)) for (const reply of set) expect(messages).toContain(reply.text);
    for (const answer of knowledge.answers) expect(messages).toContain(answer.questions[0]);
    expect(messages.some((message) => /@/.test(message) && /\+\d/.test(message))).toBe(true);
  });
});
