import styled from 'styled-components';
import { resolveTechnology, type TechnologyIcon, type TechnologyKey } from './technologies';

const ICON_SIZE_PX = 20;

export interface TechnologyListProps {
  technologies: readonly TechnologyKey[];
  /** Accessible name of the list, e.g. 'Technologies used for Quillmart'. */
  label: string;
}

/** The technologies of a project, each as its logo and its name. */
export function TechnologyList({ technologies, label }: TechnologyListProps) {
  return (
    <List aria-label={label}>
      {technologies.map((key) => {
        const { title, icon } = resolveTechnology(key);
        return (
          <Chip key={key}>
            <TechnologyLogo icon={icon} />
            <span>{title}</span>
          </Chip>
        );
      })}
    </List>
  );
}

/** Decorative: the visible name next to it is the accessible name. */
function TechnologyLogo({ icon }: { icon: TechnologyIcon }) {
  if (icon.kind === 'image') {
    return <img src={icon.src} alt="" width={ICON_SIZE_PX} height={ICON_SIZE_PX} loading="lazy" decoding="async" />;
  }
  return <Monogram aria-hidden="true">{icon.letters}</Monogram>;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px 4px 6px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.type.size.caption};
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.white};

  img {
    flex: none;
  }
`;

const Monogram = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${ICON_SIZE_PX}px;
  height: ${ICON_SIZE_PX}px;
  border-radius: 5px;
  font-size: ${({ theme }) => theme.type.size.tiny};
  font-weight: 700;
  color: ${({ theme }) => theme.palette.white};
  background: ${({ theme }) => theme.palette.text};
`;
