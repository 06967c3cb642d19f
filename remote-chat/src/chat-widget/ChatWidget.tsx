import type { ChatWidgetProps } from '@agency/tooling/contracts';

/** Floating chat launcher and window (SPEC §2 Chat launcher and window). */
export default function ChatWidget({ brand }: ChatWidgetProps) {
  return (
    <button type="button" aria-label={`Chat with ${brand.assistantName}`} aria-expanded={false}>
      Chat
    </button>
  );
}
