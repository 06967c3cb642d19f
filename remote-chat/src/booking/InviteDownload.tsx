import { useEffect, useRef, useState } from 'react';
import { CHAT_TEXT } from '../shared/content';
import { ActionButton, ErrorText } from './styles';

export interface InviteDownloadProps {
  onDownloadInvite: () => Promise<boolean>;
}

/**
 * The invite to take, under the words of the confirmation (BookingSection's status region). It
 * replaces the picker, whose button had the focus: the download button takes it.
 */
export function InviteDownload({ onDownloadInvite }: InviteDownloadProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isWorking, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => buttonRef.current?.focus(), []);

  const download = async () => {
    if (isWorking) return;
    setWorking(true);
    setFailed(false);
    const ok = await onDownloadInvite();
    setWorking(false);
    setFailed(!ok);
  };

  return (
    <>
      <ActionButton ref={buttonRef} type="button" aria-disabled={isWorking} onClick={() => void download()}>
        {CHAT_TEXT.booking.downloadInvite}
      </ActionButton>
      {failed && <ErrorText role="alert">{CHAT_TEXT.booking.inviteFailed}</ErrorText>}
    </>
  );
}
