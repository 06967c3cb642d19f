import { sendMessageEnvelopeSchema, serverEnvelopeSchema } from '#protocol/index';

const payload = { userId: 'anon_1_abc', chatId: 'chat_1', message: 'Hello', isStream: true };

describe('a send_message envelope', () => {
  it('carries a chat payload under CHAT_MESSAGE and a stop request under CHAT_STATUS', () => {
    const message = sendMessageEnvelopeSchema.parse({ roomId: payload.userId, type: 'CHAT_MESSAGE', payload });
    expect(message.type === 'CHAT_MESSAGE' && message.payload.message).toBe('Hello');
    const stop = { userId: payload.userId, chatId: 'chat_1', status: 'stop' };
    expect(sendMessageEnvelopeSchema.parse({ roomId: payload.userId, type: 'CHAT_STATUS', payload: stop }).payload).toEqual(stop);
  });

  it('is refused when the payload is not the one its type names', () => {
    const stop = { userId: payload.userId, chatId: 'chat_1', status: 'stop' };
    expect(sendMessageEnvelopeSchema.safeParse({ roomId: payload.userId, type: 'CHAT_MESSAGE', payload: stop }).success).toBe(false);
    expect(sendMessageEnvelopeSchema.safeParse({ roomId: payload.userId, type: 'CHAT_STATUS', payload }).success).toBe(false);
    expect(sendMessageEnvelopeSchema.safeParse({ roomId: payload.userId, type: 'USER_JOIN', payload }).success).toBe(false);
  });
});

describe('a message envelope the server sends', () => {
  it('is read by its type: a stream frame, an analysis, presence or a refused packet', () => {
    const frame = { message: 'Hel', isStream: true, isStreamEnd: false, chatId: 'chat_1', messageId: 'msg_1' };
    expect(serverEnvelopeSchema.parse({ roomId: 'anon_1', type: 'CHAT_MESSAGE', payload: frame }).payload).toEqual(frame);
    const stopped = { chatId: 'chat_1', status: 'stopped', messageId: 'msg_1' };
    expect(serverEnvelopeSchema.parse({ roomId: 'anon_1', type: 'CHAT_STATUS', payload: stopped }).payload).toEqual(stopped);
    expect(serverEnvelopeSchema.parse({ roomId: 'anon_1', type: 'USER_JOIN', payload: { userId: 'anon_1' } }).type).toBe('USER_JOIN');
    const refused = { error: 'Unknown event.', event: 'hack' };
    expect(serverEnvelopeSchema.parse({ roomId: 'anon_1', type: 'CONNECTION_ERROR', payload: refused }).payload).toEqual(refused);
  });

  it('is refused when its payload does not match its type', () => {
    expect(serverEnvelopeSchema.safeParse({ roomId: 'anon_1', type: 'CHAT_STATUS', payload: { userId: 'anon_1' } }).success).toBe(false);
    expect(serverEnvelopeSchema.safeParse({ roomId: 'anon_1', type: 'CHAT_MESSAGE', payload: { status: 'stopped' } }).success).toBe(false);
    expect(serverEnvelopeSchema.safeParse({ roomId: 'anon_1', type: 'TYPING', payload: {} }).success).toBe(false);
  });
});
