import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { INITIAL_CONTACT_FORM } from './contact-form-data';
import { contactDraftAtom, withStepSaved } from './contact-form-state';
import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY, INITIAL_DRAFT } from './draft-storage';

/** A store with the draft mounted, as a rendered form holds it: it reads local storage then. */
function mountedStore() {
  const store = createStore();
  store.sub(contactDraftAtom, () => {});
  return store;
}

describe('contact form state', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves only the saved step’s data, and saving step 0 marks the form started', () => {
    const afterStep1 = withStepSaved(INITIAL_DRAFT, 1, { email: 'a@b.co', phone: '' });
    expect(afterStep1.data.started).toBe(false);
    expect(afterStep1.data.email).toBe('a@b.co');

    const afterStep0 = withStepSaved(afterStep1, 0, { name: 'Ada', companyName: '' });
    expect(afterStep0.data).toEqual({ ...INITIAL_CONTACT_FORM, email: 'a@b.co', name: 'Ada', started: true });
  });

  it('keeps the draft in local storage, and reset restores the empty form and removes it', () => {
    const store = mountedStore();
    store.set(contactDraftAtom, (draft) => withStepSaved(draft, 0, { name: 'Ada', companyName: 'AE' }));
    store.set(contactDraftAtom, (draft) => ({ ...draft, step: 1 }));

    const stored = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({
      step: 1,
      data: { ...INITIAL_CONTACT_FORM, name: 'Ada', companyName: 'AE', started: true },
      savedAt: expect.any(Number),
    });

    store.set(contactDraftAtom, RESET);
    expect(store.get(contactDraftAtom)).toEqual({ step: 0, data: INITIAL_CONTACT_FORM });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored draft in a new store, as after a reload', () => {
    const draft = { step: 2, data: { ...INITIAL_CONTACT_FORM, name: 'Grace', started: true } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));

    expect(mountedStore().get(contactDraftAtom)).toEqual(draft);
  });

  it('forgets a draft left untouched for longer than 30 days', () => {
    const draft = { step: 2, data: { ...INITIAL_CONTACT_FORM, name: 'Grace', started: true } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1 }));

    expect(mountedStore().get(contactDraftAtom)).toEqual(INITIAL_DRAFT);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['unparsable JSON', '{not json'],
    ['a wrong shape', JSON.stringify({ step: 9, data: { name: 3 } })],
    ['no saving time', JSON.stringify({ step: 1, data: INITIAL_CONTACT_FORM })],
  ])('drops a stored draft with %s and shows the empty form', (_label, raw) => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, raw);

    expect(mountedStore().get(contactDraftAtom)).toEqual(INITIAL_DRAFT);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the draft in memory when local storage refuses it', () => {
    const store = mountedStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      store.set(contactDraftAtom, (draft) => withStepSaved(draft, 0, { name: 'Ada', companyName: '' }));
    } finally {
      setItem.mockRestore();
    }
    expect(store.get(contactDraftAtom).data.name).toBe('Ada');
  });
});
