import type { SiteBrand } from '@agency/site-kit/contracts';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '../shared/ui/buttons';
import { Hint } from '../shared/ui/TextField';
import { BUTTONS, DRAFT_NOTE, HONEYPOT_LABEL, STEP_INTROS, STEP_TITLES, stepProgressLabel } from './content';
import { SendFailureAlert } from './SendFailureAlert';
import { SentConfirmation } from './SentConfirmation';
import { STEP_COUNT, FIRST_STEP, LAST_STEP, type StepIndex } from './state/contact-form-data';
import { StepIndicator } from './StepIndicator';
import { AboutYouStep } from './steps/AboutYouStep';
import { BudgetStep } from './steps/BudgetStep';
import { ContactDetailsStep } from './steps/ContactDetailsStep';
import { ProjectDetailsStep } from './steps/ProjectDetailsStep';
import { ServicesStep } from './steps/ServicesStep';
import { useStartProjectForm, type FormDeps } from './useStartProjectForm';

export interface StartProjectFormProps extends FormDeps {
  brand: SiteBrand;
  /** Accessible name of the form, e.g. the title of the section or popup around it. */
  label: string;
}

/** The 5-step start-project form (docs/product-rules.md §2, §3). Every instance edits the same draft. */
export function StartProjectForm({ brand, label, apiBaseUrl, setLoading, track }: StartProjectFormProps) {
  const idBase = useId();
  const form = useStartProjectForm({ apiBaseUrl, setLoading, track });
  const { step, data, errors, submission, saveStep, formRef, stepHeadingRef, outcomeRef, honeypotRef } = form;
  const sending = submission.kind === 'sending';

  if (submission.kind === 'sent') {
    return (
      <SentConfirmation
        ref={outcomeRef}
        brand={brand}
        name={submission.name}
        email={submission.email}
        leadId={submission.leadId}
        onStartNewBrief={form.startNewBrief}
      />
    );
  }

  const stepBody: Record<StepIndex, ReactNode> = {
    0: <AboutYouStep idBase={idBase} data={data} errors={errors} onSave={(d) => saveStep(0, d)} />,
    1: <ContactDetailsStep idBase={idBase} data={data} errors={errors} onSave={(d) => saveStep(1, d)} />,
    2: <ServicesStep idBase={idBase} data={data} errors={errors} onSave={(d) => saveStep(2, d)} />,
    3: <BudgetStep idBase={idBase} data={data} errors={errors} onSave={(d) => saveStep(3, d)} />,
    4: <ProjectDetailsStep idBase={idBase} data={data} errors={errors} onSave={(d) => saveStep(4, d)} />,
  };

  return (
    <Form
      ref={formRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit();
      }}
    >
      <StepIndicator current={step} label={`${label}: progress`} />
      <StepHeading ref={stepHeadingRef} tabIndex={-1}>
        {`${stepProgressLabel(step, STEP_COUNT)}: ${STEP_TITLES[step]}`}
      </StepHeading>
      <Hint>{STEP_INTROS[step]}</Hint>
      <Hint>{DRAFT_NOTE}</Hint>
      <Fields>{stepBody[step]}</Fields>

      <Honeypot aria-hidden="true">
        <label htmlFor={`${idBase}-website`}>{HONEYPOT_LABEL}</label>
        <input ref={honeypotRef} id={`${idBase}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </Honeypot>

      {step === LAST_STEP && submission.kind === 'failed' && <SendFailureAlert ref={outcomeRef} brand={brand} status={submission.status} />}

      <Actions>
        {step > FIRST_STEP && (
          <SecondaryButton type="button" onClick={form.back}>
            {BUTTONS.back}
          </SecondaryButton>
        )}
        <PrimaryButton type="submit" aria-disabled={sending || undefined}>
          {step < LAST_STEP ? BUTTONS.next : sending ? BUTTONS.sending : BUTTONS.send}
        </PrimaryButton>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  width: 100%;
`;

const StepHeading = styled.h3`
  margin: 0 0 0.25rem;
  font-size: ${({ theme }) => theme.type.size.large};
`;

const Fields = styled.div`
  margin-top: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/** Off screen for people, still in the DOM for form-filling bots. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
