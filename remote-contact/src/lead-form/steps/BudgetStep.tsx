import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { BUDGET_LEGEND, BUDGET_OPTIONS } from '../content';
import { BUDGET_FIELDS, type BudgetField, type StepData } from '../state/contact-form-data';
import type { StepProps } from './step-props';

/** Step 3: budget1, budget2, budget3; exactly one range is chosen. */
export function BudgetStep({ idBase, data, errors, onSave }: StepProps<3>) {
  const options = BUDGET_FIELDS.map((key) => ({ key, label: BUDGET_OPTIONS[key], checked: data[key] }));
  const choose = (key: BudgetField) => {
    const none: StepData<3> = { budget1: false, budget2: false, budget3: false };
    onSave({ ...none, [key]: true });
  };
  return (
    <ChoiceGroup id={`${idBase}-budget`} kind="radio" legend={BUDGET_LEGEND} options={options} onToggle={choose} error={errors.budget} />
  );
}
