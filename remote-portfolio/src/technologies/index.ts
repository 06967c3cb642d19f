export { TechnologyList, type TechnologyListProps } from './TechnologyList';
export {
  TECHNOLOGIES,
  TECHNOLOGY_ALIASES,
  resolveTechnology,
  type CanonicalTechnologyKey,
  type Technology,
  type TechnologyIcon,
  type TechnologyKey,
} from './technologies';
