import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '@agency/site-kit/theme';
import { CARET_BLINKS, CARET_BLINK_MS, EMPTY_PROMPT_NOTE, TYPING_DURATION_MS } from '../../content/hero';

/** What the typing ends with: the prompt, or a note that it is empty (docs/product-rules.md §5). */
export function typingTarget(prompt: string): string {
  return prompt.trim() === '' ? EMPTY_PROMPT_NOTE : prompt;
}

/** When character `index` of `length` appears: the whole text is on screen after TYPING_DURATION_MS. */
export function characterDelay(index: number, length: number): number {
  return Math.round((index * TYPING_DURATION_MS) / Math.max(1, length));
}

interface TypedCodeProps {
  prompt: string;
  className?: string;
}

/**
 * Code that types itself out, character by character, with a caret that blinks a few times once
 * it is done. Plain CSS (one delayed step a character): it runs on the static first screen too,
 * the whole text is laid out from the start so nothing reflows, and with reduced motion it is
 * simply there.
 */
export function TypedCode({ prompt, className }: TypedCodeProps) {
  const text = typingTarget(prompt);
  const characters = [...text];
  // Typed out, the code becomes one element without an animation. A character's finished
  // animation stays on it, and every element with one is restyled whenever the page gains a
  // @keyframes rule (a dialog's, the chat's): a few hundred elements inside the visitor's tap.
  // It keeps the characters' class, the one the static first screen brought.
  const [isTyped, setTyped] = useState(false);
  const last = characters.length - 1;
  return (
    <Code className={className}>
      {isTyped ? (
        <Character data-typed="">{text}</Character>
      ) : (
        characters.map((character, index) => (
          <Character
            key={index}
            style={{ animationDelay: `${characterDelay(index, characters.length)}ms` }}
            onAnimationEnd={index === last ? () => setTyped(true) : undefined}
          >
            {character}
          </Character>
        ))
      )}
      <Caret aria-hidden="true" />
    </Code>
  );
}

/** Hidden until its moment, then there (the end state is the element's own). */
const appear = keyframes`
  from { visibility: hidden; }
`;

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

const Character = styled.span`
  animation: ${appear} 1ms step-end both;

  &[data-typed] {
    animation: none;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Caret = styled.span`
  display: inline-block;
  width: 0.55em;
  height: 1.1em;
  margin-left: 1px;
  vertical-align: text-bottom;
  background: currentColor;
  animation:
    ${appear} 1ms step-end ${TYPING_DURATION_MS}ms both,
    ${blink} ${CARET_BLINK_MS}ms steps(1) ${TYPING_DURATION_MS}ms ${CARET_BLINKS};

  ${media.reducedMotion} {
    animation: none;
  }
`;
