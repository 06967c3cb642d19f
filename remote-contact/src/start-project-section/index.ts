export { StartProjectSection } from './StartProjectSection';
