import type { ReactNode } from 'react';
import type { ValueStatementKey } from '../../content/about';

/** Icons of the three value statements, drawn inline; decorative beside their titles. */
export function ValueIcon({ statement }: { statement: ValueStatementKey }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#0898D6" />
      <g fill="none" stroke="#000000" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {ICON_PATHS[statement]}
      </g>
    </svg>
  );
}

const ICON_PATHS: Record<ValueStatementKey, ReactNode> = {
  // A clock with a tick: delivered on time.
  onTimeDelivery: (
    <>
      <circle cx="24" cy="24" r="12" />
      <path d="M24 17v7l5 3" />
    </>
  ),
  // A shield with a check mark: quality that holds up.
  highQuality: (
    <>
      <path d="M24 12l10 4v7c0 7-4.5 11.5-10 13-5.5-1.5-10-6-10-13v-7z" />
      <path d="M19.5 24l3 3 6-6" />
    </>
  ),
  // A star: specialised expertise.
  specializedExpertise: <path d="M24 12l3.6 7.4 8.1 1.2-5.9 5.7 1.4 8.1L24 30.6l-7.2 3.8 1.4-8.1-5.9-5.7 8.1-1.2z" />,
};
