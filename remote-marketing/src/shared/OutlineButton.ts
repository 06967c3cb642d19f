import { buttonStyle } from '@agency/site-kit/ui';
import styled from 'styled-components';

/** The site's secondary action: a brand-outlined pill (dialog Close, the policy's Cookie settings). */
export const OutlineButton = styled.button`
  ${buttonStyle('outline')}
  min-height: 44px;
  padding: 10px 24px;
  border-radius: 999px;
`;
