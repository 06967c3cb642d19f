import type { PrivacyPolicyProps } from '@agency/tooling/contracts';

/** Privacy policy page (SPEC §2 Privacy policy). */
export default function PrivacyPolicy({ brand, retentionDays }: PrivacyPolicyProps) {
  return (
    <main id="main">
      <h1>Privacy Policy</h1>
      <p>
        {brand.name} keeps chats and contact requests for {retentionDays} days, then deletes them.
      </p>
    </main>
  );
}
