import type { ChangeEvent, HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Renders a textarea; `maxLength` then also shows the characters left. */
  multiline?: boolean;
  maxLength?: number;
  /** Text shown under a multiline field, e.g. the characters left. */
  counter?: string;
}

/** A labelled text input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  multiline = false,
  maxLength,
  counter,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [hint && hintId, counter && counterId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: Boolean(error),
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {multiline ? (
        <TextArea {...shared} rows={6} onChange={handleChange} />
      ) : (
        <Input {...shared} type={type} inputMode={inputMode} onChange={handleChange} />
      )}
      {counter && <Hint id={counterId}>{counter}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1.1rem;

  label {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.size.small};
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.size.small};
  font-weight: 600;
  color: ${({ theme }) => theme.palette.danger};
`;

/** Input borders use the muted text colour: 3:1 non-text contrast needs more than the light border tone. */
const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.65rem 0.75rem;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.palette.danger : theme.palette.textMuted)};
  border-radius: ${({ theme }) => theme.radius.small};
  font: inherit;
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.white};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;
