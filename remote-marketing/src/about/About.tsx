import type { AboutProps } from '@agency/tooling/contracts';

/** About page (SPEC §2 About). */
export default function About({ brand }: AboutProps) {
  return (
    <main id="main">
      <h1>WELCOME {brand.productName.toUpperCase()}</h1>
      <p>Innovative AI Solutions with Privacy and Security at the Core.</p>
    </main>
  );
}
