import { MAX_MESSAGE_LENGTH } from '@agency/chat-protocol/limits';
import { renderInSite } from '@agency/tooling/test-kit';
import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { Composer } from './Composer';

function renderComposer() {
  const onSend = jest.fn((_text: string) => true);
  const view = renderInSite(
    <Composer
      inputRef={createRef<HTMLTextAreaElement>()}
      isConnected
      isOffline={false}
      isBusy={false}
      isStreaming={false}
      isReady
      onSend={onSend}
      onStop={jest.fn()}
      onTyping={jest.fn()}
    />,
  );
  return { ...view, onSend, input: screen.getByRole('textbox', { name: 'Message' }), send: screen.getByRole('button', { name: 'Send' }) };
}

describe('the message limit of the protocol (4,000 characters)', () => {
  test('is counted down near the limit, refused with a clear message above it before sending, and sends again once shortened', async () => {
    const { user, input, send, onSend } = renderComposer();
    expect(MAX_MESSAGE_LENGTH).toBe(4000);

    await user.click(input);
    await user.paste('x'.repeat(3850));
    expect(input).toHaveAccessibleDescription('150 characters left');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.paste('y'.repeat(151));
    const tooLong = 'Messages can be at most 4,000 characters. Yours has 4,001; please shorten it to send.';
    expect(screen.getByRole('alert')).toHaveTextContent(tooLong);
    expect(input).toHaveAccessibleDescription(tooLong);
    expect(input).toBeInvalid();
    expect(send).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('x'.repeat(3850) + 'y'.repeat(151));

    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('0 characters left');
    expect(input).toBeValid();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('x'.repeat(3850) + 'y'.repeat(150));
    expect(input).toHaveValue('');
    expect(input).not.toHaveAccessibleDescription();
  });
});
