import { safeLinkHref } from './safe-link';

test('keeps web, e-mail and phone links as the browser reads them', () => {
  expect(safeLinkHref('https://vaultline.example/about')).toBe('https://vaultline.example/about');
  expect(safeLinkHref('  HTTP://Example.com ')).toBe('http://example.com/');
  expect(safeLinkHref('mailto:hello@vaultline.example')).toBe('mailto:hello@vaultline.example');
  expect(safeLinkHref('tel:+442079460000')).toBe('tel:+442079460000');
});

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '\njavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'ftp://example.com/file',
  '/privacy-policy',
  '#section',
  '',
  undefined,
])('refuses %p', (href) => {
  expect(safeLinkHref(href)).toBeNull();
});
