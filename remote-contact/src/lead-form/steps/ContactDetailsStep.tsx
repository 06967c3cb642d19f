import { CONTACT_LIMITS } from '@agency/chat-protocol/contact-lead-fields';
import { TextField } from '../../shared/ui/TextField';
import { textFieldProps, type StepProps } from './step-props';

/** Step 1: email, phone. */
export function ContactDetailsStep(props: StepProps<1>) {
  const { data, onSave } = props;
  const save = (change: Partial<{ email: string; phone: string }>) => onSave({ email: data.email, phone: data.phone, ...change });
  return (
    <>
      <TextField
        {...textFieldProps('email', props, (email) => save({ email }))}
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.emailMax}
      />
      <TextField {...textFieldProps('phone', props, (phone) => save({ phone }))} type="tel" inputMode="tel" autoComplete="tel" />
    </>
  );
}
