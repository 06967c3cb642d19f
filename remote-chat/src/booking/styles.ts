import styled, { css } from 'styled-components';
import { surfaceBand } from '../shared/band-style';
import { buttonReset } from '../shared/button-style';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

/**
 * Under the conversation, never taller than half the window: on a phone the log and the
 * composer stay in view and the times scroll inside. Nothing here moves (no motion to reduce).
 */
export const Region = styled.section`
  flex: none;
  max-height: 50%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 10px 12px;
  border-top: 1px solid ${({ theme }) => theme.palette.border};
  ${surfaceBand};
`;

export const Heading = styled.h3`
  margin: 0 0 4px;
  font-size: 1rem;
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 8px;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

/** One column on a phone, two in the desktop window: a label is never cut. */
export const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 190px), 1fr));
  gap: 4px;
`;

export const SlotOption = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.white};
  cursor: pointer;
  overflow-wrap: anywhere;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.brandText};
    font-weight: 600;
  }

  input {
    flex: none;
    margin: 0;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.palette.brandText};
    ${focusRing};
  }
`;

export const EmailLabel = styled.label`
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
`;

export const EmailInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  margin-bottom: 8px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  /* 16 px keeps iOS from zooming into the page when the input gets focus. */
  font-size: 16px;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.white};
  ${focusRing};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.palette.danger};
  font-weight: 600;
`;

export const ActionButton = styled.button`
  ${buttonReset};
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.palette.brandText};
  background: ${({ theme }) => theme.palette.brandText};
  color: ${({ theme }) => theme.palette.white};
  font-weight: 600;
  ${focusRing};

  &[aria-disabled='true'] {
    border-color: ${({ theme }) => theme.palette.border};
    background: ${({ theme }) => theme.palette.white};
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;
