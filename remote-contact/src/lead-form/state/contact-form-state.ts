import type { LoadingKey } from '@agency/tooling/contracts';
import type { ContactLead } from '@agency/chat-protocol';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { isSendFailure, sendMessage, type SendMessageResult, type ServerIssue } from '../../shared/send-message';
import { INITIAL_CONTACT_FORM, type StepData, type StepIndex } from './contact-form-data';
import { DRAFT_STORAGE_KEY, INITIAL_DRAFT, draftStorage, type ContactDraft } from './draft-storage';

/** docs/product-rules.md §7: the form-submit action. */
export const SUBMIT_FORM_SAGA = 'SUBMIT_FORM_SAGA';
export const SAVE_STEP = 'SAVE_STEP';
export const GO_TO_STEP = 'GO_TO_STEP';
export const RESET_FORM = 'RESET_FORM';
/** The shell's loading flag switched on around the submit call. */
export const SUBMIT_LOADING_KEY: LoadingKey = 'loading1';

/** Each step saves only its own data; saving step 0 marks the form started (docs/product-rules.md §4). */
export type SaveStepAction = {
  [S in StepIndex]: { type: typeof SAVE_STEP; step: S; data: StepData<S> };
}[StepIndex];

export type DraftAction = SaveStepAction | { type: typeof GO_TO_STEP; step: StepIndex } | { type: typeof RESET_FORM };

export function contactFormReducer(draft: ContactDraft, action: DraftAction): ContactDraft {
  switch (action.type) {
    case SAVE_STEP: {
      const started = draft.data.started || action.step === 0;
      return { ...draft, data: { ...draft.data, ...action.data, started } };
    }
    case GO_TO_STEP:
      return { ...draft, step: action.step };
    case RESET_FORM:
      return { step: 0, data: INITIAL_CONTACT_FORM };
  }
}

/** Read from storage when a store first needs it, so a reload (or a remount) resumes the draft. */
const storedDraftAtom = atomWithLazy(() => draftStorage.getItem(DRAFT_STORAGE_KEY, INITIAL_DRAFT));

/** Clears the draft from the store and from storage. */
export const RESET_DRAFT = Symbol('RESET_DRAFT');

/** The one draft shared by the start-project section and the contact popup, mirrored to local storage. */
export const contactDraftAtom = atom(
  (get) => get(storedDraftAtom),
  (_get, set, next: ContactDraft | typeof RESET_DRAFT) => {
    if (next === RESET_DRAFT) {
      draftStorage.removeItem(DRAFT_STORAGE_KEY);
      set(storedDraftAtom, INITIAL_DRAFT);
      return;
    }
    draftStorage.setItem(DRAFT_STORAGE_KEY, next);
    set(storedDraftAtom, next);
  },
);

export type Submission =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; leadId: string; name: string; email: string }
  | { kind: 'failed'; status: number; error: string; issues?: ServerIssue[] };

export const submissionAtom = atom<Submission>({ kind: 'idle' });

export interface SubmitFormPayload {
  lead: ContactLead;
  /** docs/product-rules.md §7: when normal is true the form is reset after sending. */
  normal: boolean;
  apiBaseUrl: string;
  setLoading: (key: LoadingKey, on: boolean) => void;
}

export type ContactFormAction = DraftAction | { type: typeof SUBMIT_FORM_SAGA; payload: SubmitFormPayload };

/**
 * The form's dispatcher. Draft actions update the stored draft; SUBMIT_FORM_SAGA
 * sends the lead with the loading flag on around the call, resets the form
 * after a normal send, and keeps every answer when the send fails.
 */
export const contactFormAtom = atom(null, async (get, set, action: ContactFormAction): Promise<SendMessageResult | undefined> => {
  if (action.type !== SUBMIT_FORM_SAGA) {
    const current = get(contactDraftAtom);
    const next = contactFormReducer(current, action);
    set(contactDraftAtom, action.type === RESET_FORM ? RESET_DRAFT : next);
    return undefined;
  }

  if (get(submissionAtom).kind === 'sending') return undefined;
  const { lead, normal, apiBaseUrl, setLoading } = action.payload;
  set(submissionAtom, { kind: 'sending' });
  setLoading(SUBMIT_LOADING_KEY, true);
  let result: SendMessageResult;
  try {
    result = await sendMessage(apiBaseUrl, lead);
  } finally {
    setLoading(SUBMIT_LOADING_KEY, false);
  }

  if (isSendFailure(result)) {
    const { status, error, issues } = result;
    set(submissionAtom, issues ? { kind: 'failed', status, error, issues } : { kind: 'failed', status, error });
    return result;
  }
  set(submissionAtom, { kind: 'sent', leadId: result.data.leadId, name: lead.name, email: lead.email });
  if (normal) set(contactDraftAtom, RESET_DRAFT);
  return result;
});
