import { useEffect, useState } from 'react';
import { EMPTY_PROMPT_NOTE, TYPING_DURATION_MS, TYPING_TICK_MS } from '../../content/hero';

/** What the typing animation ends with: the prompt, or a note that it is empty (docs/product-rules.md §5). */
export function typingTarget(prompt: string): string {
  return prompt.trim() === '' ? EMPTY_PROMPT_NOTE : prompt;
}

/** How many characters of which text are on screen; a new text starts from nothing. */
interface Progress {
  text: string;
  length: number;
}

/**
 * Types `prompt` a few characters per tick so that the whole text is on
 * screen after TYPING_DURATION_MS, whatever its length.
 */
export function useTypedText(prompt: string, reducedMotion: boolean): string {
  const target = typingTarget(prompt);
  const [progress, setProgress] = useState<Progress>({ text: target, length: 0 });

  useEffect(() => {
    if (reducedMotion) return;
    const ticks = Math.max(1, Math.floor(TYPING_DURATION_MS / TYPING_TICK_MS));
    const perTick = Math.ceil(target.length / ticks);
    const timer = window.setInterval(() => {
      setProgress((current) => {
        const typed = current.text === target ? current.length : 0;
        const length = Math.min(target.length, typed + perTick);
        if (length === target.length) window.clearInterval(timer);
        return { text: target, length };
      });
    }, TYPING_TICK_MS);
    return () => window.clearInterval(timer);
  }, [target, reducedMotion]);

  if (reducedMotion) return target;
  return progress.text === target ? target.slice(0, progress.length) : '';
}
