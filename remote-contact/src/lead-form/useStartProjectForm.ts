import type { StartProjectProps } from '@agency/site-kit/contracts';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isSendFailure, sendMessage } from '../shared/send-message';
import { TRACK_EVENTS } from './content';
import { FIRST_STEP, LAST_STEP, SERVICE_FIELDS, type FieldErrors, type StepData, type StepIndex } from './state/contact-form-data';
import { SUBMIT_LOADING_KEY, contactDraftAtom, submissionAtom, withStepSaved } from './state/contact-form-state';
import { firstStepWithErrors, hasErrors, issuesToFieldErrors, pickStepErrors, validateLead, validateStep } from './state/validation';

export type FormDeps = Pick<StartProjectProps, 'apiBaseUrl' | 'setLoading' | 'track'>;

/** Where focus goes after an action taken in this form instance. */
type FocusTarget = 'step' | 'invalid' | 'outcome';

/**
 * The start-project form's behaviour: the shared draft, per-step validation,
 * back/next, submit, and focus management. Focus only moves in the form
 * instance where the prospect acted, never in the other one (section or popup).
 */
export function useStartProjectForm({ apiBaseUrl, setLoading, track }: FormDeps) {
  const [{ step, data }, setDraft] = useAtom(contactDraftAtom);
  const [submission, setSubmission] = useAtom(submissionAtom);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === 'step') stepHeadingRef.current?.focus();
    if (focusTarget === 'outcome') outcomeRef.current?.focus();
    if (focusTarget === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTarget]);

  const goTo = useCallback(
    (target: StepIndex) => {
      setDraft((draft) => ({ ...draft, step: target }));
      setErrors({});
      setFocusTarget('step');
    },
    [setDraft],
  );

  /** Saves one step's fields; once errors show, they follow the edits live. */
  const saveStep = <S extends StepIndex>(savedStep: S, stepData: StepData<S>) => {
    setDraft((draft) => withStepSaved(draft, savedStep, stepData));
    if (hasErrors(errors)) setErrors(validateStep(savedStep, { ...data, ...stepData }));
  };

  const next = () => {
    const stepErrors = validateStep(step, data);
    setErrors(stepErrors);
    if (hasErrors(stepErrors)) {
      setFocusTarget('invalid');
      return;
    }
    if (step < LAST_STEP) goTo((step + 1) as StepIndex);
  };

  const back = () => {
    if (step > FIRST_STEP) goTo((step - 1) as StepIndex);
  };

  const showErrorsAt = (allErrors: FieldErrors) => {
    const target = firstStepWithErrors(allErrors) ?? step;
    if (target !== step) setDraft((draft) => ({ ...draft, step: target }));
    setErrors(pickStepErrors(target, allErrors));
    setFocusTarget('invalid');
  };

  /** Validate, send with the shell's loading flag on, then show the outcome; a failed send keeps every answer. */
  const submit = async () => {
    if (submission.kind === 'sending') return;
    const validation = validateLead(data, honeypotRef.current?.value ?? '');
    if (!validation.ok) {
      showErrorsAt(validation.errors);
      return;
    }
    const { lead } = validation;
    setErrors({});
    setSubmission({ kind: 'sending' });
    setLoading(SUBMIT_LOADING_KEY, true);
    const result = await sendMessage(apiBaseUrl, lead).finally(() => setLoading(SUBMIT_LOADING_KEY, false));
    if (!isSendFailure(result)) {
      setSubmission({ kind: 'sent', leadId: result.data.leadId, name: lead.name, email: lead.email });
      setDraft(RESET);
      track(TRACK_EVENTS.sent, { services: SERVICE_FIELDS.filter((key) => lead[key]).length });
      setFocusTarget('outcome');
      return;
    }
    setSubmission({ kind: 'failed', status: result.status });
    track(TRACK_EVENTS.failed, { status: result.status });
    const serverErrors = issuesToFieldErrors(result.issues ?? []);
    if (hasErrors(serverErrors)) showErrorsAt(serverErrors);
    else setFocusTarget('outcome');
  };

  /** Enter in a field moves on like Next; on the last step it sends. */
  const onSubmit = () => (step < LAST_STEP ? next() : void submit());

  const startNewBrief = () => {
    setDraft(RESET);
    setSubmission({ kind: 'idle' });
    setErrors({});
    setFocusTarget('step');
  };

  return {
    step,
    data,
    errors,
    submission,
    saveStep,
    back,
    onSubmit,
    startNewBrief,
    formRef,
    stepHeadingRef,
    outcomeRef: outcomeRef as RefObject<HTMLElement | null>,
    honeypotRef,
  };
}
