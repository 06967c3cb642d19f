import styled, { css } from 'styled-components';

const base = css`
  min-height: 44px;
  padding: 0.6rem 1.4rem;
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** Black text on the brand blue (6.5:1); the blue itself is never text colour. */
export const PrimaryButton = styled.button`
  ${base}
  border: 2px solid ${({ theme }) => theme.palette.brand};
  background: ${({ theme }) => theme.palette.brand};
  color: ${({ theme }) => theme.palette.onBrand};
`;

export const SecondaryButton = styled.button`
  ${base}
  border: 2px solid ${({ theme }) => theme.palette.brandText};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.brandText};
`;
