import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { NAVIGATION_LINKS, isLinkActive } from './navigation';

/** The Home / Portfolio / About links, horizontal in the header, vertical in the drawer. */
export function NavigationLinks({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List $direction={direction}>
      {NAVIGATION_LINKS.map((link) => {
        const active = isLinkActive(link, pathname);
        return (
          <li key={link.segment}>
            <NavLink to={link.to} aria-current={active ? 'page' : undefined} $active={active} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul<{ $direction: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $direction }) => ($direction === 'row' ? '32px' : '8px')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 4px;
  font-size: ${({ theme }) => theme.type.size.button};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: ${({ $active, theme }) => ($active ? theme.palette.brandText : theme.palette.text)};
  text-decoration: ${({ $active }) => ($active ? 'underline' : 'none')};
  text-underline-offset: 6px;
  text-decoration-thickness: 2px;

  &:hover {
    text-decoration: underline;
  }
`;
