import type { LoadingKey } from '@agency/site-kit/contracts';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { StepData, StepIndex } from './contact-form-data';
import { DRAFT_STORAGE_KEY, INITIAL_DRAFT, draftStorage, type ContactDraft } from './draft-storage';

/** The shell's loading flag switched on around the submit call. */
export const SUBMIT_LOADING_KEY: LoadingKey = 'loading1';

/**
 * The one draft shared by the start-project section and the contact popup,
 * kept in local storage so a reload resumes it; `RESET` clears both.
 */
export const contactDraftAtom = atomWithStorage(DRAFT_STORAGE_KEY, INITIAL_DRAFT, draftStorage, { getOnInit: true });

/** Each step saves only its own fields; saving step 0 marks the form started (docs/product-rules.md §4). */
export function withStepSaved<S extends StepIndex>(draft: ContactDraft, step: S, stepData: StepData<S>): ContactDraft {
  return { ...draft, data: { ...draft.data, ...stepData, started: draft.data.started || step === 0 } };
}

export type Submission =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; leadId: string; name: string; email: string }
  | { kind: 'failed'; status: number };

export const submissionAtom = atom<Submission>({ kind: 'idle' });
