import type { HomeProps } from '@agency/tooling/contracts';

/** Home page (SPEC §2 Home). */
export default function Home({ brand, onStartProject }: HomeProps) {
  return (
    <main id="main">
      <h1>Quality That Matters</h1>
      <p>{brand.name} builds private, secure AI solutions for finance and healthcare.</p>
      <button type="button" onClick={onStartProject}>
        Get A Free Quote Now!
      </button>
    </main>
  );
}
