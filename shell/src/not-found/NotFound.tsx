import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { pageSettledAtom } from '../ui-state/atoms';
import { buttonStyle } from '@agency/site-kit/ui';

/** docs/product-rules.md §2 404 text. */
export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist.";

export function NotFound() {
  const navigate = useNavigate();
  const setPageSettled = useSetAtom(pageSettledAtom);
  useEffect(() => setPageSettled(true), [setPageSettled]);
  return (
    <Page>
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <h1>404</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <button type="button" onClick={() => navigate('/')}>
        Go to Home
      </button>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  min-height: 60vh;
  padding: 96px 24px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.size.display};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.type.size.large};
  }

  button {
    ${buttonStyle('primary')}
    padding: 0 28px;
  }
`;
