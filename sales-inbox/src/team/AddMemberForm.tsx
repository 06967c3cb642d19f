import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type NewStaffUser, PASSWORD_MAX_LENGTH } from '@agency/chat-protocol/inbox';
import { checkNewMember, type FieldErrors, NEW_MEMBER_FIELDS, type NewMemberField, PASSWORD_RULE, refusalOf } from './team';

export interface AddMemberFormProps {
  /** Rejects with chat-server's refusal (shown per field where it says which). */
  onAdd(user: NewStaffUser): Promise<void>;
}

const HINTS: Partial<Record<NewMemberField, string>> = {
  password: `${PASSWORD_RULE} Give it to them in person or by phone, not by e-mail.`,
};

/** Adds a member of staff with an initial password, checked with the protocol's rules before it is sent. */
export function AddMemberForm({ onAdd }: AddMemberFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldId = (field: NewMemberField) => `${id}-${field}`;
  // The first field to correct takes the focus; its error is part of its description.
  const focusFirst = (found: FieldErrors) => {
    const first = NEW_MEMBER_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkNewMember({
      displayName: String(data.get('displayName') ?? ''),
      email: String(data.get('email') ?? ''),
      role: String(data.get('role') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setMessage(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    onAdd(checked.user).then(
      () => {
        setBusy(false);
        formRef.current?.reset();
      },
      (error: unknown) => {
        const refusal = refusalOf(error);
        setBusy(false);
        setErrors(refusal.errors);
        setMessage(refusal.message);
        focusFirst(refusal.errors);
      },
    );
  };

  /** What a control needs to be found by its label and to read out its hint and error. */
  const controlProps = (field: NewMemberField) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [HINTS[field] && `${fieldId(field)}-hint`, errors[field] && `${fieldId(field)}-error`].filter(Boolean).join(' ') || undefined,
  });
  const labelled = (field: NewMemberField, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {control}
      {HINTS[field] && (
        <p id={`${fieldId(field)}-hint`} className="hint">
          {HINTS[field]}
        </p>
      )}
      {errors[field] && (
        <p id={`${fieldId(field)}-error`} className="error field-error">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form ref={formRef} className="add-member" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h3 id={`${id}-heading`}>Add a member</h3>
      {labelled('displayName', 'Display name', <input {...controlProps('displayName')} autoComplete="off" required maxLength={80} />)}
      {labelled('email', 'E-mail', <input {...controlProps('email')} type="email" autoComplete="off" required />)}
      {labelled(
        'role',
        'Role',
        <select {...controlProps('role')} defaultValue="agent">
          <option value="agent">Agent</option>
          <option value="admin">Admin</option>
        </select>,
      )}
      {labelled(
        'password',
        'Initial password',
        <input {...controlProps('password')} type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} />,
      )}
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add member'}
      </button>
    </form>
  );
}
