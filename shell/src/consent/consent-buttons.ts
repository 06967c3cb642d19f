// The consent buttons, shared by the banner and the preferences dialog.
import styled from 'styled-components';
import { media } from '@agency/site-kit/theme';
import { buttonStyle } from '@agency/site-kit/ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  /* One row of three equal buttons on a phone, so the banner covers less of the page. */
  ${media.below.mobile} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    gap: 8px;
    width: 100%;
  }
`;

/** Accept, reject and settings have equal weight: one style for all three. */
export const ChoiceButton = styled.button`
  ${buttonStyle('neutral')}
  min-width: 140px;
  min-height: 44px;
  padding: 0 20px;
  font-weight: 600;

  ${media.below.mobile} {
    min-width: 0;
    padding: 0 8px;
  }
`;
