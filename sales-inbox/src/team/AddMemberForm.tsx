import { type FormEvent, useId, useRef, useState } from 'react';
import { type NewStaffUser, PASSWORD_MAX_LENGTH } from '@agency/chat-protocol/inbox';
import { checkNewMember, type FieldErrors, NEW_MEMBER_FIELDS, type NewMemberField, PASSWORD_RULE, refusalOf } from './team';

export interface AddMemberFormProps {
  /** Rejects with chat-server's refusal (shown per field where it says which). */
  onAdd(user: NewStaffUser): Promise<void>;
}

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

  /** The field's hint and error, by id, for aria-describedby. */
  const describedBy = (field: NewMemberField, hint = false) =>
    [hint && `${fieldId(field)}-hint`, errors[field] && `${fieldId(field)}-error`].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: NewMemberField) =>
    errors[field] && (
      <p id={`${fieldId(field)}-error`} className="error field-error">
        {errors[field]}
      </p>
    );

  return (
    <form ref={formRef} className="add-member" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h3 id={`${id}-heading`}>Add a member</h3>
      <div className="field">
        <label htmlFor={fieldId('displayName')}>Display name</label>
        <input
          id={fieldId('displayName')}
          name="displayName"
          autoComplete="off"
          required
          maxLength={80}
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={describedBy('displayName')}
        />
        {fieldError('displayName')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('email')}>E-mail</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('role')}>Role</label>
        <select
          id={fieldId('role')}
          name="role"
          defaultValue="agent"
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={describedBy('role')}
        >
          <option value="agent">Agent</option>
          <option value="admin">Admin</option>
        </select>
        {fieldError('role')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('password')}>Initial password</label>
        <input
          id={fieldId('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', true)}
        />
        <p id={`${fieldId('password')}-hint`} className="hint">
          {PASSWORD_RULE} Give it to them in person or by phone, not by e-mail.
        </p>
        {fieldError('password')}
      </div>
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
