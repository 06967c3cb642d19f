import { CHAT_MESSAGE_ERRORS, chatMessageEventPayloadSchema, chatPayloadSchema, isStreamFrame, MAX_MESSAGE_LENGTH } from '#protocol/index';

const payload = { userId: 'anon_1_abc', chatId: 'chat_1', message: 'Hello', isStream: true };
const issuesOf = (message: string) => {
  const result = chatPayloadSchema.safeParse({ ...payload, message });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a chat message sent by the visitor', () => {
  it('may be 4,000 characters long, not one more', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(4000);
    expect(issuesOf('x'.repeat(MAX_MESSAGE_LENGTH))).toEqual([]);
    expect(issuesOf('x'.repeat(MAX_MESSAGE_LENGTH + 1))).toEqual([CHAT_MESSAGE_ERRORS.tooLong]);
  });

  it('is refused when empty or holding control characters other than line breaks', () => {
    expect(issuesOf('   ')).toEqual([CHAT_MESSAGE_ERRORS.empty]);
    expect(issuesOf('two\nlines\tand a tab')).toEqual([]);
    expect(issuesOf('null\u0000byte')).toHaveLength(1);
  });
});

describe('a CHAT_MESSAGE the server sends', () => {
  it('is a stream frame or a stored message', () => {
    const frame = chatMessageEventPayloadSchema.parse({
      message: 'Hel',
      isStream: true,
      isStreamEnd: false,
      chatId: 'chat_1',
      messageId: 'msg_1',
    });
    const stored = chatMessageEventPayloadSchema.parse({
      messageId: 'msg_1',
      chatId: 'chat_1',
      role: 'assistant',
      content: 'Hello',
      timestamp: 1,
    });
    expect(isStreamFrame(frame)).toBe(true);
    expect(isStreamFrame(stored)).toBe(false);
  });
});
