import type { StartProjectProps } from '@agency/tooling/contracts';

/** Start-project section and contact popup (SPEC §2 Start-project form). */
export default function StartProject({ onPopupOpenChange }: StartProjectProps) {
  return (
    <section aria-labelledby="start-project-title">
      <h2 id="start-project-title">Start a project</h2>
      <button type="button" onClick={() => onPopupOpenChange(true)}>
        Get in touch
      </button>
    </section>
  );
}
