import type { SiteBrand } from '@agency/site-kit/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import type { ExportFormat } from '../privacy';
import { surfaceBand } from '../shared/band-style';
import { CHAT_TEXT } from '../shared/content';
import { buttonReset } from './styles';

const Region = styled.section`
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  ${surfaceBand};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const ActionButton = styled.button<{ $danger?: boolean }>`
  ${buttonReset};
  padding: 4px 10px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.palette.danger : theme.palette.brandText)};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme, $danger }) => ($danger ? theme.palette.danger : theme.palette.brandText)};
  font-size: 0.85rem;
`;

const Result = styled.p`
  margin: 8px 0 0;
  font-weight: 600;
`;

interface DataControlsProps {
  brand: SiteBrand;
  id: string;
  onDownload: (format: ExportFormat) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

type Outcome = 'none' | 'downloaded' | 'deleted' | 'failed';

/** The visitor's data rights in the window: take a copy of the conversations, or delete everything. */
export function DataControls({ brand, id, onDownload, onDelete }: DataControlsProps) {
  const [isConfirming, setConfirming] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('none');

  const run = async (action: () => Promise<boolean>, success: Outcome) => {
    if (isWorking) return;
    setWorking(true);
    const ok = await action();
    setWorking(false);
    setConfirming(false);
    setOutcome(ok ? success : 'failed');
  };

  return (
    <Region id={id} aria-label={CHAT_TEXT.yourData.toggle}>
      <p>{CHAT_TEXT.yourData.intro(brand)}</p>
      {isConfirming ? (
        <>
          <p>{CHAT_TEXT.yourData.confirmQuestion}</p>
          <Actions>
            <ActionButton type="button" $danger aria-disabled={isWorking} onClick={() => void run(onDelete, 'deleted')}>
              {CHAT_TEXT.yourData.confirmDelete}
            </ActionButton>
            <ActionButton type="button" onClick={() => setConfirming(false)}>
              {CHAT_TEXT.yourData.cancel}
            </ActionButton>
          </Actions>
        </>
      ) : (
        <Actions>
          <ActionButton type="button" aria-disabled={isWorking} onClick={() => void run(() => onDownload('json'), 'downloaded')}>
            {CHAT_TEXT.yourData.downloadJson}
          </ActionButton>
          <ActionButton type="button" aria-disabled={isWorking} onClick={() => void run(() => onDownload('markdown'), 'downloaded')}>
            {CHAT_TEXT.yourData.downloadMarkdown}
          </ActionButton>
          <ActionButton type="button" $danger onClick={() => setConfirming(true)}>
            {CHAT_TEXT.yourData.delete}
          </ActionButton>
        </Actions>
      )}
      <Result role="status">{outcome === 'none' ? '' : CHAT_TEXT.yourData[outcome]}</Result>
    </Region>
  );
}
