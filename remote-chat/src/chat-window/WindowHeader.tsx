import type { SiteBrand } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Avatar, buttonReset } from './styles';

/** A plain block, not a <header>: inside the dialog it must not read as a second site banner landmark. */
const Bar = styled.div`
  padding: 10px 12px 8px 16px;
  background: ${({ theme }) => theme.palette.brand};
  color: ${({ theme }) => theme.palette.onBrand};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
`;

const Toolbar = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;

const HeaderButton = styled.button`
  ${buttonReset};
  min-height: 32px;
  padding: 2px 10px;
  border: 1px solid ${({ theme }) => theme.palette.onBrand};
  background: transparent;
  color: ${({ theme }) => theme.palette.onBrand};
  font-size: 0.85rem;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

const CloseButton = styled(HeaderButton)`
  flex: none;
  width: 36px;
  min-height: 36px;
  padding: 0;
  font-size: 1.4rem;
  line-height: 1;
`;

interface WindowHeaderProps {
  brand: SiteBrand;
  titleId: string;
  statusLine: string;
  isDataOpen: boolean;
  dataControlsId: string;
  onToggleData: () => void;
  onNewChat: () => void;
  onClose: () => void;
}

/** Assistant title, status line, 'Your data', 'New chat' and the close button (docs/product-rules.md §2). */
export function WindowHeader({
  brand,
  titleId,
  statusLine,
  isDataOpen,
  dataControlsId,
  onToggleData,
  onNewChat,
  onClose,
}: WindowHeaderProps) {
  return (
    <Bar>
      <TopRow>
        <Avatar aria-hidden="true">{brand.assistantName.charAt(0)}</Avatar>
        <Titles>
          <Title id={titleId}>
            {brand.assistantName}
            <VisuallyHidden>{CHAT_TEXT.windowTitleSuffix(brand)}</VisuallyHidden>
          </Title>
          <Status>{statusLine}</Status>
        </Titles>
        <CloseButton type="button" aria-label={CHAT_TEXT.buttons.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </TopRow>
      <Toolbar>
        <HeaderButton type="button" onClick={onNewChat}>
          {CHAT_TEXT.buttons.newChat}
        </HeaderButton>
        <HeaderButton type="button" aria-expanded={isDataOpen} aria-controls={dataControlsId} onClick={onToggleData}>
          {CHAT_TEXT.yourData.toggle}
        </HeaderButton>
      </Toolbar>
    </Bar>
  );
}
