import { siteTheme } from '@agency/site-kit/theme';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import MarkdownContent from './MarkdownContent';

function renderMarkdown(text: string) {
  return render(
    <ThemeProvider theme={siteTheme}>
      <MarkdownContent text={text} />
    </ThemeProvider>,
  );
}

describe('links in a reply', () => {
  test.each([
    ['javascript:', '[See our offer](javascript:alert(document.cookie))'],
    ['JavaScript: in mixed case', '[See our offer](JaVaScRiPt:alert(1))'],
    ['vbscript:', '[See our offer](vbscript:msgbox(1))'],
    ['data:', '[See our offer](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a reference to javascript:', '[See our offer][offer]\n\n[offer]: javascript:alert(1)'],
    ['a relative path', '[See our offer](/privacy-policy)'],
  ])('%s renders as plain text, not a link', (_kind, markdown) => {
    const { container } = renderMarkdown(`Here: ${markdown}`);
    expect(screen.getByText(/See our offer/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  test('an autolink with an unsafe scheme stays text', () => {
    const { container } = renderMarkdown('Try <javascript:alert(1)>');
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  test.each([
    ['[our site](https://vaultline.example/about)', 'our site', 'https://vaultline.example/about'],
    ['[write to us](mailto:hello@vaultline.example)', 'write to us', 'mailto:hello@vaultline.example'],
    ['[call us](tel:+442079460000)', 'call us', 'tel:+442079460000'],
    ['See www.vaultline.example today', 'www.vaultline.example', 'http://www.vaultline.example/'],
  ])('%s opens in a new tab without access to this window', (markdown, name, href) => {
    renderMarkdown(markdown);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test('images in a reply are not loaded; their text shows instead', () => {
  const { container } = renderMarkdown('![Architecture diagram](https://tracker.example/pixel.png?chat=secret)');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('Architecture diagram')).toBeInTheDocument();
});

test('a table keeps its table roles and labels every cell with its column header, for the card layout', () => {
  renderMarkdown(
    [
      '| Package | Best for | What you get |',
      '|---|---|---|',
      '| **Starter AI CRM** | Small teams | AI chat; lead scoring |',
      '| **Enterprise AI CRM** | Regulated organisations | On-premises deployment; SSO |',
    ].join('\n'),
  );
  const table = screen.getByRole('table');
  expect(table).toHaveAttribute('data-columns', '3');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Package', 'Best for', 'What you get']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  for (const row of rows) {
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Package', 'Best for', 'What you get']);
  }
  expect(within(rows[1]!).getByRole('cell', { name: 'Regulated organisations' })).toBeInTheDocument();
});
