import { readStored, removeStored, writeStored } from '@agency/site-kit/browser/storage';
import { createJSONStorage } from 'jotai/utils';
import { INITIAL_CONTACT_FORM, type ContactFormData, type StepIndex } from './contact-form-data';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored draft's shape, checked by hand rather than with zod: zod would
 * be the only reason to load it with the section, on every page.
 */
function isStoredDraft(value: unknown): value is StoredDraft {
  if (!isRecord(value) || !isRecord(value.data) || typeof value.savedAt !== 'number') return false;
  const { data } = value;
  const answersValid = Object.entries(INITIAL_CONTACT_FORM).every(([key, empty]) => typeof data[key] === typeof empty);
  return answersValid && [0, 1, 2, 3, 4].includes(value.step as number);
}

/** Local storage that never throws: private mode or a full quota leave the draft in memory only. */
const jsonStorage = createJSONStorage<unknown>(() => ({ getItem: readStored, setItem: writeStored, removeItem: removeStored }));

/**
 * jotai's JSON storage, validated: a stored draft that is
 * unreadable, of another shape or too old is dropped (docs/product-rules.md §5, §8).
 */
export const draftStorage = {
  getItem(key: string, initialDraft: ContactDraft): ContactDraft {
    const stored = jsonStorage.getItem(key, null);
    if (isStoredDraft(stored) && Date.now() - stored.savedAt <= DRAFT_MAX_AGE_MS) return { step: stored.step, data: stored.data };
    jsonStorage.removeItem(key);
    return initialDraft;
  },
  setItem: (key: string, draft: ContactDraft) => jsonStorage.setItem(key, { ...draft, savedAt: Date.now() }),
  removeItem: (key: string) => jsonStorage.removeItem(key),
};
