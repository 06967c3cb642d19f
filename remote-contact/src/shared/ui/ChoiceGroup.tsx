import styled from 'styled-components';
import { ErrorText } from './TextField';

export interface ChoiceOption<Key extends string> {
  key: Key;
  label: string;
  checked: boolean;
}

export interface ChoiceGroupProps<Key extends string> {
  id: string;
  legend: string;
  /** Checkboxes let several options be chosen; radios exactly one. */
  kind: 'checkbox' | 'radio';
  options: readonly ChoiceOption<Key>[];
  onToggle: (key: Key, checked: boolean) => void;
  error?: string;
}

/** A fieldset of checkboxes or radios; its error is tied to every option. */
export function ChoiceGroup<Key extends string>({ id, legend, kind, options, onToggle, error }: ChoiceGroupProps<Key>) {
  const errorId = `${id}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice key={option.key}>
          <input
            type={kind}
            name={kind === 'radio' ? id : option.key}
            value={option.key}
            checked={option.checked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onToggle(option.key, event.target.checked)}
          />
          <span>{option.label}</span>
        </Choice>
      ))}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0 0 1.1rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

/** The whole row is the label, so the target is large (WCAG 2.5.8). */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  padding: 0.4rem 0.75rem;
  margin-bottom: 0.5rem;
  border: 2px solid ${({ theme }) => theme.palette.textMuted};
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  input {
    width: 1.2rem;
    height: 1.2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.brandText};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.brandText};
    background: ${({ theme }) => theme.palette.surface};
  }
`;
