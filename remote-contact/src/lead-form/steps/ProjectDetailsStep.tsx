import { CONTACT_LIMITS } from '@agency/chat-protocol/contact-lead-fields';
import { TextField } from '../../shared/ui/TextField';
import { charactersLeft } from '../content';
import { textFieldProps, type StepProps } from './step-props';

/** Step 4: tellUsMore, a free text with a length limit. */
export function ProjectDetailsStep(props: StepProps<4>) {
  const left = CONTACT_LIMITS.tellUsMoreMax - props.data.tellUsMore.length;
  return (
    <TextField
      {...textFieldProps('tellUsMore', props, (tellUsMore) => props.onSave({ tellUsMore }))}
      multiline
      maxLength={CONTACT_LIMITS.tellUsMoreMax}
      counter={charactersLeft(left)}
    />
  );
}
