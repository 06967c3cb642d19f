import { readStoredJson, removeStored, writeStoredJson } from '@agency/tooling/browser/storage';
import { INITIAL_CONTACT_FORM, isStepIndex, type ContactFormData, type StepIndex } from './contact-form-data';

/** The draft survives a reload until it is sent (local storage of this device only). */
export const DRAFT_STORAGE_KEY = 'start_project_draft';
/** An abandoned draft holds personal data: it is forgotten after 30 days. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ContactDraft {
  step: StepIndex;
  data: ContactFormData;
}

export const INITIAL_DRAFT: ContactDraft = { step: 0, data: INITIAL_CONTACT_FORM };

/** What is stored: the draft and when it was last saved. */
interface StoredDraft extends ContactDraft {
  savedAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every field present with the type of its initial value. */
function isContactFormData(value: unknown): value is ContactFormData {
  if (!isRecord(value)) return false;
  return Object.entries(INITIAL_CONTACT_FORM).every(([key, initial]) => typeof value[key] === typeof initial);
}

export function isContactDraft(value: unknown): value is ContactDraft {
  return isRecord(value) && isStepIndex(value.step) && isContactFormData(value.data);
}

/**
 * A stored draft that fails to parse is replaced by the empty form, and
 * storage errors (private mode, quota) are swallowed (docs/product-rules.md §5, §8).
 */
export const draftStorage = {
  getItem(key: string, initialValue: ContactDraft): ContactDraft {
    const stored = readStoredJson(key, isContactDraft);
    if (stored === null) return initialValue;
    const { savedAt } = stored as Partial<StoredDraft>;
    if (typeof savedAt !== 'number' || Date.now() - savedAt > DRAFT_MAX_AGE_MS) {
      removeStored(key);
      return initialValue;
    }
    return { step: stored.step, data: { ...INITIAL_CONTACT_FORM, ...stored.data } };
  },
  setItem(key: string, value: ContactDraft): void {
    // Storage full or blocked: the draft lives on in memory.
    const stored: StoredDraft = { ...value, savedAt: Date.now() };
    writeStoredJson(key, stored);
  },
  removeItem(key: string): void {
    removeStored(key);
  },
};
