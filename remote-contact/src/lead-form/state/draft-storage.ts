import { readStored, removeStored, writeStored } from '@agency/tooling/browser/storage';
import { createJSONStorage } from 'jotai/utils';
import * as z from 'zod/mini';
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

const text = z.string();
const choice = z.boolean();

/** What is stored: the draft and when it was last saved. zod/mini keeps the section's first chunk light. */
const storedDraftSchema = z.object({
  step: z.literal([0, 1, 2, 3, 4]),
  data: z.object({
    name: text,
    companyName: text,
    email: text,
    phone: text,
    AiDev: choice,
    uiDev: choice,
    cloudDev: choice,
    ecommerceDev: choice,
    budget1: choice,
    budget2: choice,
    budget3: choice,
    tellUsMore: text,
    started: choice,
  }) satisfies z.ZodMiniType<ContactFormData>,
  savedAt: z.number(),
});

/** Local storage that never throws: private mode or a full quota leave the draft in memory only. */
const jsonStorage = createJSONStorage<unknown>(() => ({ getItem: readStored, setItem: writeStored, removeItem: removeStored }));

/**
 * jotai's JSON storage with the draft's schema: a stored draft that is
 * unreadable, of another shape or too old is dropped (docs/product-rules.md §5, §8).
 */
export const draftStorage = {
  getItem(key: string, initialDraft: ContactDraft): ContactDraft {
    const stored = storedDraftSchema.safeParse(jsonStorage.getItem(key, null));
    if (stored.success && Date.now() - stored.data.savedAt <= DRAFT_MAX_AGE_MS) return { step: stored.data.step, data: stored.data.data };
    jsonStorage.removeItem(key);
    return initialDraft;
  },
  setItem: (key: string, draft: ContactDraft) => jsonStorage.setItem(key, { ...draft, savedAt: Date.now() }),
  removeItem: (key: string) => jsonStorage.removeItem(key),
};
