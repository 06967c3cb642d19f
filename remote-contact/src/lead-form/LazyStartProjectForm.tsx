import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { StartProjectFormProps } from './StartProjectForm';

/** The form and its validation (the shared zod schema) load apart from what the page mounts first. */
export const loadStartProjectForm = () => import('./StartProjectForm');

const StartProjectForm = lazy(() => loadStartProjectForm().then((module) => ({ default: module.StartProjectForm })));

/** Holds the form's place while it loads, so nothing below it moves (CLS). */
const FORM_PLACEHOLDER_MIN_HEIGHT_PX = 480;

export interface LazyStartProjectFormProps extends StartProjectFormProps {
  /** Until true, only the form's place is held and its code is not fetched. */
  load: boolean;
}

export function LazyStartProjectForm({ load, ...props }: LazyStartProjectFormProps) {
  if (!load) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder aria-busy="true" />}>
      <StartProjectForm {...props} />
    </Suspense>
  );
}

const Placeholder = styled.div`
  min-height: ${FORM_PLACEHOLDER_MIN_HEIGHT_PX}px;
`;
