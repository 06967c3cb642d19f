import { type InboxSection, SECTION_LABELS } from './sections';

export interface InboxNavProps {
  sections: readonly InboxSection[];
  current: InboxSection;
  onSelect(section: InboxSection): void;
}

/** The screens the signed-in person may open; nothing when there is only one. */
export function InboxNav({ sections, current, onSelect }: InboxNavProps) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label="Inbox" className="inbox-nav">
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <button type="button" aria-current={section === current ? 'page' : undefined} onClick={() => onSelect(section)}>
              {SECTION_LABELS[section]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
