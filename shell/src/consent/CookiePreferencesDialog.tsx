// The cookie preferences dialog. Loaded on first use: the dialog library is not
// part of any page's first load (README, "Performance").
import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { modalBackdropStyle, modalFrameStyle } from '@agency/site-kit/ui';
import type { ConsentChoices } from './consent-record';
import { chooseConsentAtom, effectiveConsentAtom } from './consent-state';
import { Actions, ChoiceButton } from './consent-buttons';

/** The cookie preferences dialog is narrower than the site's other dialogs. */
const CONSENT_DIALOG_MAX_WIDTH_PX = 520;

type OptionalCategory = 'analytics' | 'marketing' | 'functional';

const CATEGORIES: ReadonlyArray<{ key: 'necessary' | OptionalCategory; label: string; description: string }> = [
  { key: 'necessary', label: 'Necessary', description: 'Keep the site and the chat assistant working. Always on.' },
  { key: 'functional', label: 'Functional', description: 'Remember your preferences between visits.' },
  { key: 'analytics', label: 'Analytics', description: 'Count page views and chat use so we can improve the site.' },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Measure our campaigns. Off when your browser sends Global Privacy Control, unless you switch it on here.',
  },
];

export interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that had focus when the preferences opened: focus goes back there. */
  opener: RefObject<HTMLElement | null>;
}

/** A modal with one switch a category, 'Save Preferences' and 'Close' (which keeps the stored choices). */
export default function CookiePreferencesDialog({ open, onOpenChange, opener }: CookiePreferencesDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          {open && <PreferencesForm onSaved={() => onOpenChange(false)} />}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Back to the opener; if it is gone (the banner hides once a choice is saved), to the page. */
function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && opener !== document.body) {
    opener.focus();
    return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}

function PreferencesForm({ onSaved }: { onSaved: () => void }) {
  const current = useAtomValue(effectiveConsentAtom);
  const choose = useSetAtom(chooseConsentAtom);
  const [choices, setChoices] = useState<ConsentChoices>(current);
  const idPrefix = useId();

  const save = () => {
    choose(choices);
    onSaved();
  };

  return (
    <>
      <Dialog.Title>Cookie preferences</Dialog.Title>
      <Dialog.Description>
        Choose which cookies and similar storage we may use. You can change this at any time from the footer.
      </Dialog.Description>
      <Toggles>
        {CATEGORIES.map(({ key, label, description }) => {
          const id = `${idPrefix}-${key}`;
          const locked = key === 'necessary';
          return (
            <li key={key}>
              <input
                id={id}
                type="checkbox"
                role="switch"
                checked={locked ? true : choices[key]}
                disabled={locked}
                aria-describedby={`${id}-description`}
                onChange={(event) => {
                  if (!locked) setChoices({ ...choices, [key]: event.target.checked });
                }}
              />
              <label htmlFor={id}>{label}</label>
              <span id={`${id}-description`}>{description}</span>
            </li>
          );
        })}
      </Toggles>
      <Actions>
        <ChoiceButton type="button" onClick={save}>
          Save Preferences
        </ChoiceButton>
        {/* Leaves without saving: the choices stored before stay (WAI-ARIA modal dialog pattern, as Escape). */}
        <Dialog.Close asChild>
          <ChoiceButton type="button">Close</ChoiceButton>
        </Dialog.Close>
      </Actions>
    </>
  );
}

const Overlay = styled(Dialog.Overlay)`
  ${modalBackdropStyle()}
`;

const Panel = styled(Dialog.Content)`
  ${modalFrameStyle(CONSENT_DIALOG_MAX_WIDTH_PX)}
  padding: 24px;

  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.type.size.title};
  }
`;

const Toggles = styled.ul`
  display: grid;
  gap: 16px;
  margin: 20px 0 24px;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    align-items: center;
  }

  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.palette.brandText};
  }

  label {
    font-weight: 600;
  }

  span {
    grid-column: 2;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.type.size.small};
  }
`;
