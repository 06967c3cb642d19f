import styled from 'styled-components';

/** The site's secondary action: a brand-outlined pill (dialog Close, the policy's Cookie settings). */
export const OutlineButton = styled.button`
  min-height: 44px;
  padding: 10px 24px;
  border: 2px solid ${({ theme }) => theme.palette.brandText};
  border-radius: 999px;
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.brandText};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.palette.surface};
  }
`;
