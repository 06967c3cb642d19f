import type { SiteBrand } from '@agency/tooling/contracts';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { Avatar, buttonReset } from './styles';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 12px 12px 16px;
  background: ${({ theme }) => theme.palette.brand};
  color: ${({ theme }) => theme.palette.onBrand};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
`;

const HeaderButton = styled.button`
  ${buttonReset};
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.palette.onBrand};
  background: transparent;
  color: ${({ theme }) => theme.palette.onBrand};
  font-size: 0.85rem;
`;

const CloseButton = styled(HeaderButton)`
  width: 36px;
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

/** Assistant title, status line, 'Your data', 'New chat' and the close button (SPEC §2). */
export function WindowHeader({ brand, titleId, statusLine, isDataOpen, dataControlsId, onToggleData, onNewChat, onClose }: WindowHeaderProps) {
  return (
    <Bar>
      <Avatar $assistant aria-hidden="true">
        {brand.assistantName.charAt(0)}
      </Avatar>
      <Titles>
        <Title id={titleId}>{CHAT_TEXT.windowTitle(brand)}</Title>
        <Status>{statusLine}</Status>
      </Titles>
      <HeaderButton type="button" aria-expanded={isDataOpen} aria-controls={dataControlsId} onClick={onToggleData}>
        {CHAT_TEXT.yourData.toggle}
      </HeaderButton>
      <HeaderButton type="button" onClick={onNewChat}>
        {CHAT_TEXT.buttons.newChat}
      </HeaderButton>
      <CloseButton type="button" aria-label={CHAT_TEXT.buttons.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Bar>
  );
}
