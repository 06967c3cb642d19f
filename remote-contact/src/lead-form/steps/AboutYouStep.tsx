import { CONTACT_LIMITS } from '@agency/chat-protocol/contact-lead-fields';
import { TextField } from '../../shared/ui/TextField';
import { textFieldProps, type StepProps } from './step-props';

/** Step 0: name, companyName. */
export function AboutYouStep(props: StepProps<0>) {
  const { data, onSave } = props;
  const save = (change: Partial<{ name: string; companyName: string }>) =>
    onSave({ name: data.name, companyName: data.companyName, ...change });
  return (
    <>
      <TextField
        {...textFieldProps('name', props, (name) => save({ name }))}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
      />
      <TextField
        {...textFieldProps('companyName', props, (companyName) => save({ companyName }))}
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.companyNameMax}
      />
    </>
  );
}
