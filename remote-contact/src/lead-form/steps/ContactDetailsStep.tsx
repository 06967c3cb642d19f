import { CONTACT_LIMITS } from 'chat-server/protocol';
import { TextField } from '../../shared/ui/TextField';
import { FIELD_TEXT } from '../content';
import type { StepProps } from './step-props';

/** Step 1: email, phone. */
export function ContactDetailsStep({ idBase, data, errors, onSave }: StepProps<1>) {
  const save = (change: Partial<{ email: string; phone: string }>) =>
    onSave({ email: data.email, phone: data.phone, ...change });
  return (
    <>
      <TextField
        id={`${idBase}-email`}
        name="email"
        type="email"
        label={FIELD_TEXT.email.label}
        value={data.email}
        onChange={(email) => save({ email })}
        error={errors.email}
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.emailMax}
      />
      <TextField
        id={`${idBase}-phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        label={FIELD_TEXT.phone.label}
        hint={FIELD_TEXT.phone.hint}
        value={data.phone}
        onChange={(phone) => save({ phone })}
        error={errors.phone}
        autoComplete="tel"
      />
    </>
  );
}
