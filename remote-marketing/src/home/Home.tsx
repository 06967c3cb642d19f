import type { HomeProps } from '@agency/site-kit/contracts';
import styled from 'styled-components';
import { START_PROJECT_CTA_EVENT } from '../content/home';
import { PageMeta } from '../shared/PageMeta';
import { AboutIntro } from './about-intro/AboutIntro';
import { ContactCallToAction } from './contact-cta/ContactCallToAction';
import { Experience } from './experience/Experience';
import { Hero } from './hero/Hero';
import { PackageCards } from './packages/PackageCards';
import { ServiceTiles } from './services/ServiceTiles';
import { TechnologyGrid } from './technology-grid/TechnologyGrid';

/** Home page (docs/product-rules.md §1 and §2 Home), rendered inside the shell's <main>. */
export default function Home({ brand, track, onStartProject }: HomeProps) {
  const startProjectFrom = (placement: 'hero' | 'contact_cta') => () => {
    track(START_PROJECT_CTA_EVENT, { placement });
    onStartProject();
  };

  return (
    <Page>
      <PageMeta page="home" brand={brand} />
      <Hero brand={brand} onStartProject={startProjectFrom('hero')} />
      <AboutIntro brand={brand} />
      <PackageCards />
      <Experience />
      <TechnologyGrid />
      <ServiceTiles />
      <ContactCallToAction onStartProject={startProjectFrom('contact_cta')} />
    </Page>
  );
}

const Page = styled.div`
  overflow-x: clip;
`;
