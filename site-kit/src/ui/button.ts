import styled, { css } from 'styled-components';

/**
 * The site's button tones. `primary`: black text on brand blue (6.5:1), the
 * main action. `outline`: brand-outlined on white, the secondary action.
 * `neutral`: black-outlined on white, for choices of equal weight (the cookie
 * banner's accept, reject and settings).
 */
export type ButtonTone = 'primary' | 'outline' | 'neutral';

/** Outlined in `color` on white; the surface tint on hover. */
const outlined = (color: 'brandText' | 'black') => css`
  border-color: ${({ theme }) => theme.palette[color]};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette[color]};

  &:hover {
    background: ${({ theme }) => theme.palette.surface};
  }
`;

const tones = {
  primary: css`
    border-color: transparent;
    background: ${({ theme }) => theme.palette.brand};
    color: ${({ theme }) => theme.palette.onBrand};
  `,
  outline: outlined('brandText'),
  neutral: outlined('black'),
} as const;

/** The button styles, for a styled element that is not a plain `<button>` (a Radix part, a link). */
export function buttonStyle(tone: ButtonTone = 'primary') {
  return css`
    min-height: 48px;
    padding: 0 24px;
    border: 2px solid;
    border-radius: ${({ theme }) => theme.radius.small};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    ${tones[tone]}
  `;
}

/** A button in one of the site's tones; a package adjusts size and shape on top. */
export const Button = styled.button<{ $tone?: ButtonTone }>`
  ${({ $tone }) => buttonStyle($tone)}
`;

/** A round 44 px icon button (close, previous, next): white, with a muted outline; the icon inside takes the text colour. */
export function iconButtonStyle() {
  return css`
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 2px solid ${({ theme }) => theme.palette.textMuted};
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.white};
    color: ${({ theme }) => theme.palette.text};
    cursor: pointer;
  `;
}
