export { ProjectGrid } from './ProjectGrid';
export { ProjectCard, TECHNOLOGIES_LABEL } from './ProjectCard';
