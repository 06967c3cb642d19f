/** Visitor messages played through Vera's builtin reply rules, as the reply-rule tests read them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { initialConversationState, type ConversationState } from '../assistant/conversation.js';
import { analyzeUserMessage } from '../assistant/engine.js';
import { type Knowledge, loadKnowledge } from '../assistant/knowledge.js';
import type { HistoryEntry } from '../providers/provider.js';
import { composeReply } from '../providers/builtin/compose-reply.js';

/** The knowledge the site ships with. */
export const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

/** Each message in turn as one conversation: Vera's reply to each, and the conversation's state at the end. */
export function play(messages: string[], using: Knowledge = knowledge): { replies: string[]; state: ConversationState } {
  let state = initialConversationState('anon_x_abcdefghi', 'sess', 0);
  const history: HistoryEntry[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    state = analyzeUserMessage(state, message, 0, using);
    history.push({ role: 'user', content: message });
    const { text } = composeReply(using, state, history);
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return { replies, state };
}

/** Vera's reply to the last of the messages, after the ones before it. */
export const reply = (...messages: string[]) => play(messages).replies.at(-1)!;

/** The opening of a knowledge answer, to find that answer inside a reply. */
export function answerOpening(id: string): string {
  return knowledge.answers.find((answer) => answer.id === id)!.answer.slice(0, 40);
}

/** What a reply must show: each text is found in it, or matches it when written as `/pattern/flags`. */
const ReplyChecks = z.strictObject({ has: z.array(z.string()).optional(), lacks: z.array(z.string()).optional() });

/** One conversation of an example: the visitor's messages, then what the replies and the state at the end show. */
const ExampleConversation = z.strictObject({
  say: z.array(z.string()).min(1),
  /** Replies to earlier messages, by message number (1 is the first). */
  replies: z.record(z.string().regex(/^[1-9]\d*$/), ReplyChecks).optional(),
  /** The reply to the last message. */
  reply: ReplyChecks.optional(),
  /** What none of the replies says. */
  neverSays: z.array(z.string()).optional(),
  /**
   * State by dotted path: equal to (`is`) or not (`isNot`), containing (`includes`: a list's items, an object's fields)
   * or not (`excludes`: a list's items), or not set (`unset`: undefined or null).
   */
  state: z
    .strictObject({
      is: z.record(z.string(), z.json()).optional(),
      isNot: z.record(z.string(), z.json()).optional(),
      includes: z.record(z.string(), z.union([z.array(z.string()), z.record(z.string(), z.json())])).optional(),
      excludes: z.record(z.string(), z.array(z.string())).optional(),
      unset: z.array(z.string()).optional(),
    })
    .optional(),
});

const Example = z.union([
  ExampleConversation.extend({ it: z.string() }),
  z.strictObject({ it: z.string(), conversations: z.array(ExampleConversation).min(2) }),
]);

/** An examples file: topic → the examples of that topic. */
const ExamplesFile = z.record(z.string(), z.array(Example));

/** A check written as `/pattern/flags` is a regular expression; any other is a text to find. */
function patternOf(check: string): RegExp | null {
  const written = /^\/(?<source>.*)\/(?<flags>[a-z]*)$/s.exec(check)?.groups;
  return written ? new RegExp(written.source ?? '', written.flags) : null;
}

function expectShows(text: string, checks: z.infer<typeof ReplyChecks>): void {
  for (const wanted of checks.has ?? []) {
    const pattern = patternOf(wanted);
    if (pattern) expect(text).toMatch(pattern);
    else expect(text).toContain(wanted);
  }
  for (const unwanted of checks.lacks ?? []) {
    const pattern = patternOf(unwanted);
    if (pattern) expect(text).not.toMatch(pattern);
    else expect(text).not.toContain(unwanted);
  }
}

/** The state's value at a dotted path; a path through something that is not an object is a mistake in the example. */
function valueAt(state: ConversationState, dottedPath: string): unknown {
  return dottedPath.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) throw new Error(`state has no "${dottedPath}"`);
    return (value as Record<string, unknown>)[key];
  }, state);
}

function expectConversation(conversation: z.infer<typeof ExampleConversation>): void {
  const { replies, state } = play(conversation.say);
  for (const [number, checks] of Object.entries(conversation.replies ?? {})) {
    const earlier = Number(number) < replies.length ? replies[Number(number) - 1] : undefined;
    if (earlier === undefined) throw new Error(`reply ${number} is not one before the last of ${replies.length}`);
    expectShows(earlier, checks);
  }
  if (conversation.reply) expectShows(replies.at(-1)!, conversation.reply);
  for (const text of replies) expectShows(text, { lacks: conversation.neverSays ?? [] });
  for (const [dottedPath, value] of Object.entries(conversation.state?.is ?? {})) expect(valueAt(state, dottedPath)).toEqual(value);
  for (const [dottedPath, value] of Object.entries(conversation.state?.isNot ?? {})) expect(valueAt(state, dottedPath)).not.toEqual(value);
  for (const [dottedPath, value] of Object.entries(conversation.state?.includes ?? {})) {
    if (Array.isArray(value)) for (const item of value) expect(valueAt(state, dottedPath)).toContain(item);
    else expect(valueAt(state, dottedPath)).toMatchObject(value);
  }
  for (const [dottedPath, items] of Object.entries(conversation.state?.excludes ?? {}))
    for (const item of items) expect(valueAt(state, dottedPath)).not.toContain(item);
  for (const dottedPath of conversation.state?.unset ?? []) expect(valueAt(state, dottedPath) ?? null).toBeNull();
}

/**
 * The examples of a `*.examples.json` file as tests, one `describe` a topic: each conversation is played and its
 * replies and state are checked as the example says.
 */
export function playExamples(file: string): void {
  const topics = ExamplesFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const [topic, examples] of Object.entries(topics)) {
    describe(topic, () => {
      it.each(examples.map((example) => [example.it, example] as const))('%s', (_, example) => {
        for (const conversation of 'conversations' in example ? example.conversations : [example]) expectConversation(conversation);
      });
    });
  }
}
