import styled from 'styled-components';
import type { PortfolioItem } from '../project-catalogue';
import { ProjectCard } from './ProjectCard';

/** The projects of one tab, one card per row: each card's image area needs the full width for 7/3. */
export function ProjectGrid({ items, label }: { items: readonly PortfolioItem[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ProjectCard item={item} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
