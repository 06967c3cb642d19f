import type { ContactFormData, FieldErrors, StepData, StepIndex } from '../state/contact-form-data';
import { FIELD_TEXT } from '../content';

/** What every step receives: the draft, its errors, and a save for its own fields. */
export interface StepProps<S extends StepIndex> {
  /** Prefix for element ids, unique per form instance. */
  idBase: string;
  data: ContactFormData;
  errors: FieldErrors;
  onSave: (data: StepData<S>) => void;
}

type TextFieldName = keyof typeof FIELD_TEXT;

/** What a step's text field takes from its field's name: id, name, label, hint, value and error. */
export function textFieldProps<F extends TextFieldName>(
  field: F,
  { idBase, data, errors }: StepProps<StepIndex>,
  onChange: (value: string) => void,
) {
  const { label, hint } = FIELD_TEXT[field];
  return { id: `${idBase}-${field}`, name: field, label, hint, value: data[field], error: errors[field], onChange };
}
