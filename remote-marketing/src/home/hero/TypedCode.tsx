import styled, { keyframes } from 'styled-components';
import { media } from '@agency/tooling/theme';
import { CARET_BLINKS, CARET_BLINK_MS } from '../../content/hero';
import { useTypedText } from './useTypedText';

interface TypedCodeProps {
  prompt: string;
  reducedMotion: boolean;
  className?: string;
}

/** Code that types itself out, character by character, with a caret that blinks for a few seconds. */
export function TypedCode({ prompt, reducedMotion, className }: TypedCodeProps) {
  const typed = useTypedText(prompt, reducedMotion);
  return (
    <Code className={className}>
      {typed}
      <Caret aria-hidden="true" />
    </Code>
  );
}

const blink = keyframes`
  50% { opacity: 0; }
`;

const Code = styled.pre`
  margin: 0;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: pre-wrap;
  word-break: break-word;
`;

const Caret = styled.span`
  display: inline-block;
  width: 0.55em;
  height: 1.1em;
  margin-left: 1px;
  vertical-align: text-bottom;
  background: currentColor;
  animation: ${blink} ${CARET_BLINK_MS}ms steps(1) ${CARET_BLINKS};

  ${media.reducedMotion} {
    animation: none;
  }
`;
