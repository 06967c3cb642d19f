import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const ROLE_BY_TAG: Readonly<Record<string, string>> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

function childElements(parent: Element): Element[] {
  return parent.children.filter((child): child is Element => child.type === 'element');
}

function headerLabels(table: Element): string[] {
  const head = childElements(table).find((section) => section.tagName === 'thead');
  const headerRow = head ? childElements(head).find((row) => row.tagName === 'tr') : undefined;
  return headerRow ? childElements(headerRow).map((cell) => toString(cell).trim()) : [];
}

/**
 * Prepares markdown tables for the narrow chat window: each body cell carries
 * its column's header (`data-label`, shown when the table turns into cards),
 * the table its column count (`data-columns`, which decides when it does),
 * and every part its table role explicitly, because a table laid out as
 * blocks loses its native semantics in some browsers.
 */
export function rehypeTableCells() {
  return (tree: Root) => {
    visit(tree, 'element', (table) => {
      if (table.tagName !== 'table') return;
      const labels = headerLabels(table);
      table.properties.dataColumns = labels.length;
      visit(table, 'element', (part) => {
        const role = ROLE_BY_TAG[part.tagName];
        if (role) part.properties.role = role;
        if (part.tagName !== 'tr') return;
        childElements(part).forEach((cell, column) => {
          if (cell.tagName === 'td') cell.properties.dataLabel = labels[column] ?? '';
        });
      });
    });
  };
}

/** The header names of a table, read for its accessible name. */
export function tableHeaders(table: Element | undefined): string[] {
  return table ? headerLabels(table) : [];
}
