import { CONTACT_LIMITS } from 'chat-server/protocol';
import { TextField } from '../../shared/ui/TextField';
import { FIELD_TEXT, charactersLeft } from '../content';
import type { StepProps } from './step-props';

/** Step 4: tellUsMore, a free text with a length limit. */
export function ProjectDetailsStep({ idBase, data, errors, onSave }: StepProps<4>) {
  const left = CONTACT_LIMITS.tellUsMoreMax - data.tellUsMore.length;
  return (
    <TextField
      id={`${idBase}-tellUsMore`}
      name="tellUsMore"
      label={FIELD_TEXT.tellUsMore.label}
      hint={FIELD_TEXT.tellUsMore.hint}
      value={data.tellUsMore}
      onChange={(tellUsMore) => onSave({ tellUsMore })}
      error={errors.tellUsMore}
      multiline
      maxLength={CONTACT_LIMITS.tellUsMoreMax}
      counter={charactersLeft(left)}
    />
  );
}
