import type { CSSProperties } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { media } from '@agency/site-kit/theme';
import { CARET_BLINKS, CARET_BLINK_MS, EMPTY_PROMPT_NOTE, TYPING_DURATION_MS } from '../../content/hero';

/** What the typing ends with: the prompt, or a note that it is empty (docs/product-rules.md §5). */
export function typingTarget(prompt: string): string {
  return prompt.trim() === '' ? EMPTY_PROMPT_NOTE : prompt;
}

/** How many characters are on screen: counts up over the typing time (one animation for the whole code). */
const TYPED_COUNT = '--typed-characters';
/** A character's place in the code: it shows once the count has passed it. */
const CHARACTER_PLACE = '--character-place';

interface TypedCodeProps {
  prompt: string;
  className?: string;
}

/**
 * Code that types itself out, character by character, with a caret that blinks a few times once
 * it is done. One CSS animation counts the characters up and each character shows once the
 * count has passed its place: a few hundred animations of their own would each dispatch start
 * and end events and be serviced on every frame while the page loads. It runs on the static
 * first screen too, the whole text is laid out from the start so nothing reflows, and with
 * reduced motion it is simply there.
 */
export function TypedCode({ prompt, className }: TypedCodeProps) {
  const characters = [...typingTarget(prompt)];
  return (
    <Code className={className} style={{ [TYPED_COUNT]: characters.length } as CSSProperties}>
      <TypedCountProperty />
      {characters.map((character, index) => (
        <Character key={index} style={{ [CHARACTER_PLACE]: index } as CSSProperties}>
          {character}
        </Character>
      ))}
      <Caret aria-hidden="true" />
    </Code>
  );
}

/** Registered so that the count interpolates (an unregistered custom property would jump at half time). */
const TypedCountProperty = createGlobalStyle`
  @property ${TYPED_COUNT} {
    syntax: '<integer>';
    inherits: true;
    initial-value: 0;
  }
`;

/** From no character to the element's own count. */
const typeOut = keyframes`
  from { ${TYPED_COUNT}: 0; }
`;

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
  animation: ${typeOut} ${TYPING_DURATION_MS}ms linear both;

  ${media.reducedMotion} {
    animation: none;
  }
`;

/** Transparent until typed: a colour change repaints the text and nothing else. */
const Character = styled.span`
  color: color-mix(in srgb, currentColor calc(clamp(0, var(${TYPED_COUNT}) - var(${CHARACTER_PLACE}), 1) * 100%), transparent);
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
