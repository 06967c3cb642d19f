import { css } from 'styled-components';

/** Shared button basics: inherited font, a 36 px touch height, and the aria-disabled look. */
export const buttonReset = css`
  font: inherit;
  cursor: pointer;
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radius.small};

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;
