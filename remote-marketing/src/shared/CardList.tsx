import type { ReactNode } from 'react';
import { CardGrid } from './layout';

interface CardListProps<Item> {
  items: readonly Item[];
  /** Unique among the items (their title or name). */
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}

/** Cards in the site's card grid, each a list item, so that screen readers announce how many there are. */
export function CardList<Item>({ items, keyOf, children }: CardListProps<Item>) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </CardGrid>
  );
}
