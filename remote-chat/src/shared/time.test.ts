import { formatMessageTime } from './time';

test('formats hour:minute on a 12-hour clock', () => {
  expect(formatMessageTime(new Date(2026, 0, 5, 0, 7).getTime())).toBe('12:07 AM');
  expect(formatMessageTime(new Date(2026, 0, 5, 9, 30).getTime())).toBe('9:30 AM');
  expect(formatMessageTime(new Date(2026, 0, 5, 12, 0).getTime())).toBe('12:00 PM');
  expect(formatMessageTime(new Date(2026, 0, 5, 23, 59).getTime())).toBe('11:59 PM');
});
