import { useEffect, useState } from 'react';
import { EMPTY_PROMPT_NOTE, TYPING_DURATION_MS, TYPING_TICK_MS } from '../../content/hero';

/** What the typing animation ends with: the prompt, or a note that it is empty (SPEC §5). */
export function typingTarget(prompt: string): string {
  return prompt.trim() === '' ? EMPTY_PROMPT_NOTE : prompt;
}

/**
 * Types `prompt` a few characters per tick so that the whole text is on
 * screen after TYPING_DURATION_MS, whatever its length.
 */
export function useTypedText(prompt: string, reducedMotion: boolean): string {
  const target = typingTarget(prompt);
  const [length, setLength] = useState(reducedMotion ? target.length : 0);

  useEffect(() => {
    if (reducedMotion) {
      setLength(target.length);
      return;
    }
    setLength(0);
    const ticks = Math.max(1, Math.floor(TYPING_DURATION_MS / TYPING_TICK_MS));
    const perTick = Math.ceil(target.length / ticks);
    const timer = window.setInterval(() => {
      setLength((current) => {
        const next = Math.min(target.length, current + perTick);
        if (next === target.length) window.clearInterval(timer);
        return next;
      });
    }, TYPING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [target, reducedMotion]);

  return target.slice(0, length);
}
