import { Link } from 'react-router';
import styled from 'styled-components';
import { media } from '@agency/site-kit/theme';

/** docs/product-rules.md §2 logo sizes: 270×60 (icon 20×20) on desktop, 90×20 (icon 15×15) on mobile. */
export const LOGO_SIZE = {
  desktop: { width: 270, height: 60, icon: 20 },
  mobile: { width: 90, height: 20, icon: 15 },
} as const;

export function Logo({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  return (
    <LogoLink to="/" aria-label={`${name} home`} onClick={onNavigate}>
      <LogoIcon viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect width="20" height="20" rx="5" fill="#0898D6" />
        <path d="M5 6l5 9 5-9" stroke="#000" strokeWidth="2.2" fill="none" />
      </LogoIcon>
      <span>{name}</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  width: ${LOGO_SIZE.desktop.width}px;
  height: ${LOGO_SIZE.desktop.height}px;
  font-size: 24px;
  font-weight: 700;
  color: ${({ theme }) => theme.palette.text};
  text-decoration: none;
  white-space: nowrap;

  ${media.below.mobile} {
    width: ${LOGO_SIZE.mobile.width}px;
    height: ${LOGO_SIZE.mobile.height}px;
    gap: 4px;
    font-size: 11px;
  }
`;

const LogoIcon = styled.svg`
  flex: none;
  width: ${LOGO_SIZE.desktop.icon}px;
  height: ${LOGO_SIZE.desktop.icon}px;

  ${media.below.mobile} {
    width: ${LOGO_SIZE.mobile.icon}px;
    height: ${LOGO_SIZE.mobile.icon}px;
  }
`;
