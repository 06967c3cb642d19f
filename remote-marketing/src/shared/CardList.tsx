import type { ReactNode } from 'react';
import { CardGrid } from './layout';

interface CardListProps<Item> {
  items: readonly Item[];
  /** Unique among the items (their title or name). */
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
  /** The grid's gap, when it differs from the site's default. */
  gap?: string;
}

/** Cards in the site's card grid, each a list item, so that screen readers announce how many there are. */
export function CardList<Item>({ items, keyOf, children, gap }: CardListProps<Item>) {
  return (
    <CardGrid $gap={gap}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </CardGrid>
  );
}
