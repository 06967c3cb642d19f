import { css } from 'styled-components';

/**
 * A band across the chat window beside the conversation (the data controls, the booking
 * picker): the surface colour, small print and paragraphs close together. Each band adds
 * its padding and the border on the side it meets the log.
 */
export const surfaceBand = css`
  background: ${({ theme }) => theme.palette.surface};
  font-size: 0.9rem;

  p {
    margin: 0 0 8px;
  }
`;
