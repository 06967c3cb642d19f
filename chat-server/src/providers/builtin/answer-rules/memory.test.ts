/**
 * Vera's reply rules (issue 45), memory of the conversation: follow-ups, reminders and what the visitor already said.
 */
import path from 'node:path';
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { play, reply, playExamples } from '../../../test-support/vera-conversation.js';

describe('memory of the conversation', () => {
  it('takes "could you build something where…" as their project, and asks no more what they want to build', () => {
    const { replies, state } = play([
      'We run twelve care homes. Could you build something where our carers ask questions and get answers from our care procedures?',
      'What happens to the data?',
    ]);
    // Answers from their own procedures: a search over their documents.
    expect(state.context.projectType).toBe('AI search');
    for (const text of replies) expect(text).not.toMatch(/What would you like to build|What kind of project/);
    // Asking us to make a quote or an exception is no project of theirs.
    expect(play(['Could you make an exception and send me a quote today?']).state.context.projectType).toBeUndefined();
  });

  it('does not ask again for contact details the visitor declined to give', () => {
    const { replies } = play([
      'We need a chatbot for our online shop, budget 20k, live next month.',
      "I'd rather not give my e-mail yet.",
      'What about security?',
    ]);
    expect(replies.slice(1).join('\n')).not.toMatch(/e-mail address or phone number|share your e-mail/i);
  });
});

describe('a conversation that moves on', () => {
  it('does not ask a question a third time once every phrasing of it went unanswered', () => {
    const { replies } = play(['chatbot', 'for our website', 'languages?', 'price', 'security?']);
    const stage = /Where does the project stand today|How far along is the project/;
    expect(replies.filter((text) => stage.test(text)).length).toBeLessThanOrEqual(2);
  });
});

describe('back-references, tag questions and informal requests', () => {
  it('says a sentence once when two answers share it', () => {
    const text = reply('Welches KI-Modell beantwortet gerade meine Fragen, und wer bei Ihnen liest diesen Chat mit?');
    expect(text.match(/Unser Vertriebsteam sieht die Chats/g)).toHaveLength(1);
  });
});

describe('people, mix-ups and follow-ups, as the reading of blind-45 found it', () => {
  it('reads "au stade de la réflexion" as an idea and does not ask the stage again', () => {
    const { state } = play([
      'Assureur à Nantes, on veut aider nos gestionnaires à retrouver des clauses. On en est encore au stade de la réflexion.',
    ]);
    expect(state.projectStage).toBe('concept');
    expect(chooseQuickReplies(state).map((each) => each.text)).not.toContain('Juste une idée');
  });
});

describe('terse follow-ups and hearsay, as the reading of blind-47 found them', () => {
  const opening = 'cto, b2b fx payments, london. 40 ppl. stack is node + rabbitmq. can you plug an LLM into our ops tooling';

  it('answers a bare "models?" with the models we build on', () => {
    expect(reply(opening, 'models?')).toMatch(/Hugging Face/);
  });

  it('reads "k. price" as the price asked after an assent', () => {
    expect(reply(opening, 'k. price')).toMatch(/quote/);
  });

  it('answers a ballpark asked to be e-mailed, and notes the address', () => {
    const text = reply(opening, 'skip the call. email a ballpark to tom@lattice-fx.com');
    expect(text).toMatch(/discovery call/);
    expect(text).toContain('tom@lattice-fx.com');
  });
});

playExamples(path.join(__dirname, 'memory.examples.json'));
