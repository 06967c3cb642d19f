import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import styled from 'styled-components';
import { FOOTER_BOTTOM_CLEARANCE_PX } from '@agency/site-kit/global-style';
import { consentDialogOpenAtom } from '../consent/consent-state';
import { NavigationLinks } from './NavigationLinks';

export function Footer({ brandName, copyrightYear }: { brandName: string; copyrightYear: number }) {
  const openCookieSettings = useSetAtom(consentDialogOpenAtom);
  return (
    <Bar>
      <nav aria-label="Footer">
        <NavigationLinks direction="row" />
      </nav>
      <Legal>
        <p>
          © {copyrightYear} {brandName}. All rights reserved.
        </p>
        <Link to="/privacy-policy">Privacy Policy</Link>
        <TextButton type="button" onClick={() => openCookieSettings(true)}>
          Cookie settings
        </TextButton>
      </Legal>
    </Bar>
  );
}

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  padding: 32px;
  /* Room for the chat launcher, which sits over the bottom edge (a taller cookie banner
     adds its own room under the page: tooling's global style). */
  padding-bottom: ${FOOTER_BOTTOM_CLEARANCE_PX}px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  background: ${({ theme }) => theme.palette.surface};
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 24px;

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.palette.brandText};
  }
`;

const TextButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.brandText};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
