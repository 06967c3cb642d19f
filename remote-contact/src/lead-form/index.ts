// The lead-form feature's public face: other features use only these.
export { StartProjectForm, type StartProjectFormProps } from './StartProjectForm';
export { contactDraftAtom, submissionAtom } from './state/contact-form-state';
