import { CONTACT_LIMITS } from 'chat-server/protocol';
import { TextField } from '../../shared/ui/TextField';
import { FIELD_TEXT } from '../content';
import type { StepProps } from './step-props';

/** Step 0: name, companyName. */
export function AboutYouStep({ idBase, data, errors, onSave }: StepProps<0>) {
  const save = (change: Partial<{ name: string; companyName: string }>) =>
    onSave({ name: data.name, companyName: data.companyName, ...change });
  return (
    <>
      <TextField
        id={`${idBase}-name`}
        name="name"
        label={FIELD_TEXT.name.label}
        value={data.name}
        onChange={(name) => save({ name })}
        error={errors.name}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
      />
      <TextField
        id={`${idBase}-companyName`}
        name="companyName"
        label={FIELD_TEXT.companyName.label}
        hint={FIELD_TEXT.companyName.hint}
        value={data.companyName}
        onChange={(companyName) => save({ companyName })}
        error={errors.companyName}
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.companyNameMax}
      />
    </>
  );
}
