import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';
import { CHAT_TEXT } from '../shared/content';
import { CodeBlock } from './CodeBlock';

const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin: 8px 0;

  table {
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    /* Cells keep whole words; a wide table scrolls sideways instead. */
    min-width: 7em;
    overflow-wrap: normal;
    border: 1px solid ${({ theme }) => theme.palette.border};
    padding: 4px 8px;
    text-align: left;
    vertical-align: top;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

function Table({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & { node?: unknown }) {
  return (
    // Focusable, so a table wider than the window can be scrolled with the keyboard.
    <TableScroll role="region" aria-label={CHAT_TEXT.tableLabel} tabIndex={0}>
      <table {...props} />
    </TableScroll>
  );
}

/** Links in a reply leave the site in a new tab, without handing it our window. */
function Link({ node: _node, children, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = { pre: CodeBlock, table: Table, a: Link };

/**
 * Markdown of an assistant reply: GitHub-flavoured (tables), code blocks with
 * a copy button. Raw HTML is not rendered. Loaded on demand (its own chunk).
 */
export default function MarkdownContent({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </Markdown>
  );
}
