// What the header and its lazily loaded drawer share.

/** docs/product-rules.md §9: drawer width setting and the header/drawer animation time. */
export const DRAWER_WIDTH = 260;
export const HEADER_ANIMATION_MS = 500;

/** A 44 × 44 px icon-only button (WCAG 2.2 target size). */
export const iconButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/** A 24 px line icon in the text colour; the button around it carries the name. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
