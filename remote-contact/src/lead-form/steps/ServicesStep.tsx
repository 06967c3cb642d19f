import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { SERVICE_OPTIONS, SERVICES_LEGEND } from '../content';
import { SERVICE_FIELDS, type ServiceField, type StepData } from '../state/contact-form-data';
import type { StepProps } from './step-props';

/** Step 2: AiDev, uiDev, cloudDev, ecommerceDev; several may be chosen. */
export function ServicesStep({ idBase, data, errors, onSave }: StepProps<2>) {
  const options = SERVICE_FIELDS.map((key) => ({ key, label: SERVICE_OPTIONS[key], checked: data[key] }));
  const toggle = (key: ServiceField, checked: boolean) => {
    const current: StepData<2> = { AiDev: data.AiDev, uiDev: data.uiDev, cloudDev: data.cloudDev, ecommerceDev: data.ecommerceDev };
    onSave({ ...current, [key]: checked });
  };
  return (
    <ChoiceGroup
      id={`${idBase}-services`}
      kind="checkbox"
      legend={SERVICES_LEGEND}
      options={options}
      onToggle={toggle}
      error={errors.services}
    />
  );
}
