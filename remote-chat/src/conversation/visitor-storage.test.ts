import { STORAGE_KEYS } from '../shared/chat-rules';
import { loadChatIdList, mergeChatIds, storeChatIdList } from './visitor-storage';

test('keeps chat ids newest first without duplicates', () => {
  expect(mergeChatIds(['c3', 'c1'], ['c2', 'c1', 'c0'])).toEqual(['c3', 'c1', 'c2', 'c0']);
});

test('keeps at most 50 chat ids', () => {
  const older = Array.from({ length: 60 }, (_, i) => `old-${i}`);
  const merged = mergeChatIds(['newest'], older);
  expect(merged).toHaveLength(50);
  expect(merged[0]).toBe('newest');
  expect(merged.at(-1)).toBe('old-48');
});

test('a stored list that fails to parse gives the default, an empty list', () => {
  window.localStorage.setItem(STORAGE_KEYS.chatIdList, '[1, 2');
  expect(loadChatIdList()).toEqual([]);
  storeChatIdList(['c1']);
  expect(loadChatIdList()).toEqual(['c1']);
});
