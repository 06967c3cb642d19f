import { siteTheme } from '@agency/site-kit/theme';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { AssistantText } from './AssistantText';

test('shows plain text until the markdown renderer has loaded, then markdown', async () => {
  render(
    <ThemeProvider theme={siteTheme}>
      <AssistantText text={'**Secure** by design\n\n- on-premises\n- audited'} />
    </ThemeProvider>,
  );
  expect(screen.getByText(/\*\*Secure\*\* by design/)).toBeInTheDocument();
  expect(await screen.findByText('Secure', { selector: 'strong' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['on-premises', 'audited']);
  expect(screen.queryByText(/\*\*Secure\*\*/)).not.toBeInTheDocument();
});
