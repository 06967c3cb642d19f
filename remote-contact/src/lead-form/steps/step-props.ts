import type { ContactFormData, FieldErrors, StepData, StepIndex } from '../state/contact-form-data';

/** What every step receives: the draft, its errors, and a save for its own fields. */
export interface StepProps<S extends StepIndex> {
  /** Prefix for element ids, unique per form instance. */
  idBase: string;
  data: ContactFormData;
  errors: FieldErrors;
  onSave: (data: StepData<S>) => void;
}
