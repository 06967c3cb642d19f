import { lazy } from 'react';

export type { InfoDialogProps } from './InfoDialog';

const loadInfoDialog = () => import('./InfoDialog');

/**
 * The dialog code (Radix) is not needed for the first paint: it loads when a
 * dialog first opens, or earlier through `preloadInfoDialog` (on hover or
 * focus of a trigger) so that opening feels instant.
 */
export const InfoDialog = lazy(loadInfoDialog);

export function preloadInfoDialog(): void {
  void loadInfoDialog();
}

/** What makes a button open an info dialog: it says so, and the dialog code starts loading on hover or focus. */
export const infoDialogTrigger = {
  type: 'button',
  'aria-haspopup': 'dialog',
  onPointerEnter: preloadInfoDialog,
  onFocus: preloadInfoDialog,
} as const;
