// The lead-form feature's public face: other features use only these.
// Code that is itself loaded on demand (the popup) takes the form directly;
// the section, mounted with every page, takes the lazy one.
export { LazyStartProjectForm, loadStartProjectForm } from './LazyStartProjectForm';
export { StartProjectForm, type StartProjectFormProps } from './StartProjectForm';
export { contactDraftAtom } from './state/contact-form-state';
