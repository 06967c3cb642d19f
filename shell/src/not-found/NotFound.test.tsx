import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderInShell } from '../test-support/render';
import { NOT_FOUND_TEXT, NotFound } from './NotFound';

describe('NotFound', () => {
  it("says the page doesn't exist and 'Go to Home' navigates to /", async () => {
    renderInShell(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      { route: '/no-such-page' },
    );
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(NOT_FOUND_TEXT).toBe("Oops! The page you're looking for doesn't exist.");
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
