import { LRUCache } from 'lru-cache';

/**
 * A pure reading of a text with its most recent results kept: one turn reads the same sentence several times (the
 * engine, the reply, the quick replies), and visitors repeat each other's questions.
 */
export function rememberingRecent<Result extends NonNullable<unknown>>(
  read: (text: string) => Result,
  max: number,
): (text: string) => Result {
  const recent = new LRUCache<string, Result>({ max, memoMethod: (text) => read(text) });
  return (text) => recent.memo(text);
}
