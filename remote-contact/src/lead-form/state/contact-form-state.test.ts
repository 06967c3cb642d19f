import { createStore } from 'jotai';
import { INITIAL_CONTACT_FORM } from './contact-form-data';
import { GO_TO_STEP, RESET_FORM, SAVE_STEP, contactDraftAtom, contactFormAtom, contactFormReducer } from './contact-form-state';
import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY, INITIAL_DRAFT } from './draft-storage';

describe('contact form state', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves only the saved step’s data, and saving step 0 marks the form started', () => {
    const afterStep1 = contactFormReducer(INITIAL_DRAFT, { type: SAVE_STEP, step: 1, data: { email: 'a@b.co', phone: '' } });
    expect(afterStep1.data.started).toBe(false);
    expect(afterStep1.data.email).toBe('a@b.co');

    const afterStep0 = contactFormReducer(afterStep1, { type: SAVE_STEP, step: 0, data: { name: 'Ada', companyName: '' } });
    expect(afterStep0.data).toEqual({ ...INITIAL_CONTACT_FORM, email: 'a@b.co', name: 'Ada', started: true });
  });

  it('reset restores the initial empty values and the first step', () => {
    const filled = contactFormReducer(
      { step: 3, data: { ...INITIAL_CONTACT_FORM, name: 'Ada', budget2: true, started: true } },
      { type: RESET_FORM },
    );
    expect(filled).toEqual({ step: 0, data: INITIAL_CONTACT_FORM });
  });

  it('keeps the draft in local storage and removes it on reset', async () => {
    const store = createStore();
    await store.set(contactFormAtom, { type: SAVE_STEP, step: 0, data: { name: 'Ada', companyName: 'AE' } });
    await store.set(contactFormAtom, { type: GO_TO_STEP, step: 1 });

    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({
      step: 1,
      data: { ...INITIAL_CONTACT_FORM, name: 'Ada', companyName: 'AE', started: true },
      savedAt: expect.any(Number),
    });

    await store.set(contactFormAtom, { type: RESET_FORM });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored draft in a new store, as after a reload', () => {
    const draft = { step: 2, data: { ...INITIAL_CONTACT_FORM, name: 'Grace', started: true } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));

    expect(createStore().get(contactDraftAtom)).toEqual(draft);
  });

  it('forgets a draft left untouched for longer than 30 days', () => {
    const draft = { step: 2, data: { ...INITIAL_CONTACT_FORM, name: 'Grace', started: true } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1 }));

    expect(createStore().get(contactDraftAtom)).toEqual(INITIAL_DRAFT);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['unparsable JSON', '{not json'],
    ['a wrong shape', JSON.stringify({ step: 9, data: { name: 3 } })],
  ])('replaces a stored draft with %s by the empty form', (_label, raw) => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, raw);

    expect(createStore().get(contactDraftAtom)).toEqual(INITIAL_DRAFT);
  });
});
