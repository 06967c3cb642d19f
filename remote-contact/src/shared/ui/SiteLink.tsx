import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import styled from 'styled-components';

/**
 * A link to a page of the site: client-side inside the shell's router, a
 * plain link on the standalone dev page (which has no router).
 */
export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  const inRouter = useInRouterContext();
  return inRouter ? <StyledLink to={to}>{children}</StyledLink> : <StyledAnchor href={to}>{children}</StyledAnchor>;
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.palette.brandText};
  font-weight: 600;
`;

const StyledAnchor = styled.a`
  color: ${({ theme }) => theme.palette.brandText};
  font-weight: 600;
`;
