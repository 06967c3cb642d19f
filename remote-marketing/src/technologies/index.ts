export { TechnologyDialog } from './TechnologyDialog';
export { TechnologyLogo } from './TechnologyLogo';
