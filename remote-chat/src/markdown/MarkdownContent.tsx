import { useRef, type ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components, type ExtraProps, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styled, { css } from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { CodeBlock } from './CodeBlock';
import { rehypeTableCells, tableHeaders } from './rehype-table-cells';
import { safeLinkHref } from './safe-link';
import { useHorizontalOverflow } from './useHorizontalOverflow';

/**
 * Below this width per column a table reads as cards, one per row, each cell
 * under its header: a phone's chat bubble never squeezes a column to a letter.
 */
const CARD_BELOW_PX_PER_COLUMN = 120;
/** Wider tables than this always keep the grid (and scroll sideways if they must). */
const CARD_MAX_COLUMNS = 12;

const cardLayout = css`
  table,
  tbody,
  tr,
  td {
    display: block;
  }
  /* The header row stays for screen readers; each card shows the headers itself. */
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tr {
    margin: 0 0 8px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.palette.white};
  }
  tr:last-child {
    margin-bottom: 0;
  }
  td {
    padding: 0;
    border: 0;
    overflow-wrap: anywhere;
  }
  td + td {
    margin-top: 6px;
  }
  td::before {
    /* Shown, not read: screen readers announce the column header themselves. */
    content: attr(data-label) / '';
    display: block;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;

const cardQueries = Array.from({ length: CARD_MAX_COLUMNS - 1 }, (_, index) => index + 2).map(
  (columns) => css`
    @container chat-table (max-width: ${columns * CARD_BELOW_PX_PER_COLUMN - 1}px) {
      table[data-columns='${columns}'] {
        ${cardLayout}
      }
    }
  `,
);

const TableFrame = styled.div`
  container: chat-table / inline-size;
  position: relative;
  margin: 8px 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;

  table {
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    /* Columns are never narrower than their longest word. */
    overflow-wrap: normal;
    border: 1px solid ${({ theme }) => theme.palette.border};
    padding: 4px 8px;
    text-align: left;
    vertical-align: top;
  }

  ${cardQueries}

  &[data-overflows='true'] {
    /* Scroll shadows: an edge darkens where more of the table is hidden. */
    background:
      linear-gradient(to right, ${({ theme }) => theme.palette.surface} 30%, transparent) left / 32px 100% no-repeat local,
      linear-gradient(to left, ${({ theme }) => theme.palette.surface} 30%, transparent) right / 32px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 25%), transparent) left / 12px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 25%), transparent) right / 12px 100% no-repeat scroll;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

const ScrollHint = styled.p`
  && {
    margin: -4px 0 8px;
  }
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.75rem;
`;

function Table({ node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(frameRef);
  // Only a table that really scrolls becomes a focusable region: a keyboard can scroll it, and no tab stop is wasted.
  const scrollRegion = overflows ? { role: 'region', 'aria-label': CHAT_TEXT.table.scrollLabel(tableHeaders(node)), tabIndex: 0 } : {};
  return (
    <>
      <TableFrame ref={frameRef} data-overflows={overflows} {...scrollRegion}>
        <table {...props} />
      </TableFrame>
      {overflows && <ScrollHint aria-hidden="true">{CHAT_TEXT.table.scrollHint}</ScrollHint>}
    </>
  );
}

/** Links in a reply leave the site in a new tab, without handing it our window; unsafe ones stay text. */
function Link({ node: _node, href, children, ...props }: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  if (!href) return <>{children}</>;
  return (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Images are not loaded from a reply (an address could carry the conversation away): their text shows instead. */
function Image({ alt }: ComponentPropsWithoutRef<'img'> & ExtraProps) {
  return alt ? <>{alt}</> : null;
}

/** Only safe link addresses survive (see safe-link); everything else is dropped, so the link renders as text. */
const keepSafeLinks: UrlTransform = (url, key) => (key === 'href' ? safeLinkHref(url) : null);

const components: Components = { pre: CodeBlock, table: Table, a: Link, img: Image };
const rehypePlugins = [rehypeTableCells];
const remarkPlugins = [remarkGfm];

/**
 * Markdown of an assistant reply: GitHub-flavoured (tables, cards on narrow
 * widths), code blocks with a copy button. Raw HTML is not rendered. Loaded
 * on demand (its own chunk).
 */
export default function MarkdownContent({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} urlTransform={keepSafeLinks}>
      {text}
    </Markdown>
  );
}
