/**
 * The app UI state of docs/product-rules.md §3, owned by the shell. Remotes receive what they
 * need of it as props (see @agency/site-kit/contracts).
 */
import { atom } from 'jotai';
import type { LoadingKey } from '@agency/site-kit/contracts';

/** Header visible (it hides on scroll down). */
export const headerStateAtom = atom(true);

/** Mobile navigation drawer open. */
export const drawerStateAtom = atom(false);

/** Contact popup (start-project form) open. */
export const cPopupStateAtom = atom(false);

export const loadingStateAtom = atom<Record<LoadingKey, boolean>>({ loading1: false, loading2: false });

/** Switches one loading flag on or off by key. */
export const setLoadingAtom = atom(null, (get, set, key: LoadingKey, on: boolean) => {
  set(loadingStateAtom, { ...get(loadingStateAtom), [key]: on });
});

/**
 * The current page has rendered (or shown its fallback). Parts that are not
 * the page (start-project section, chat) wait for it, so they never compete
 * with the page for the network or the main thread.
 */
export const pageSettledAtom = atom(false);

export interface Sizing {
  screenWidth: number;
  screenHeight: number;
  windowScrollY: number;
  headerHeight: number;
}

export const sizingAtom = atom<Sizing>({ screenWidth: 0, screenHeight: 0, windowScrollY: 0, headerHeight: 0 });
