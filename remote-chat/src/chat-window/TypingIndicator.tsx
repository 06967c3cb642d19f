import type { SiteBrand } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { media } from '@agency/site-kit/theme';
import { CHAT_TEXT } from '../shared/content';

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;

  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.textMuted};
    /* chat-typing is declared with the window (styles.ts). */
    animation: chat-typing 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }

  ${media.reducedMotion} {
    span {
      animation: none;
    }
  }
`;

/** '{assistant name} is typing' (docs/product-rules.md §2), or the name of the person from the team who is. */
export function TypingIndicator({ brand, personName }: { brand: SiteBrand; personName?: string }) {
  return (
    <Line>
      <Dots aria-hidden="true">
        <span />
        <span />
        <span />
      </Dots>
      {personName === undefined ? CHAT_TEXT.typing(brand) : CHAT_TEXT.personTyping(personName)}
    </Line>
  );
}
