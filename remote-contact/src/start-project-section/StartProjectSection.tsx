import type { StartProjectProps } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { LazyStartProjectForm, contactDraftAtom } from '../lead-form';
import { RouteChangeListener } from '../shared/RouteChangeListener';
import { SiteLink } from '../shared/ui/SiteLink';
import { FADE_IN_DURATION_MS, PRIVACY_POLICY_PATH, SECTION_TEXT } from './content';
import { useSectionReveal } from './useSectionReveal';

type SectionProps = Pick<StartProjectProps, 'brand' | 'track' | 'apiBaseUrl' | 'setLoading'>;

const TITLE_ID = 'start-project-title';

/** The start-project section below every page, holding the form inline. */
export function StartProjectSection(formProps: SectionProps) {
  const { markerRef, sectionRef, revealed, shownAtOnce, formWanted, onRouteChange, onFocusInside } = useSectionReveal();
  const { data } = useAtomValue(contactDraftAtom);

  return (
    <>
      <RouteChangeListener onChange={onRouteChange} />
      <Marker ref={markerRef} aria-hidden="true" />
      <Section
        ref={sectionRef}
        aria-labelledby={TITLE_ID}
        // Transparent until revealed, keeping its space (no layout shift) and its place in the tab order and in
        // find-in-page: focus or a found word inside brings it into view, which reveals it.
        style={{ opacity: revealed ? 1 : 0, pointerEvents: revealed ? undefined : 'none', ...(shownAtOnce && { transition: 'none' }) }}
        onFocus={onFocusInside}
      >
        <Intro>
          <h2 id={TITLE_ID}>{SECTION_TEXT.title}</h2>
          <p>{SECTION_TEXT.lead(formProps.brand)}</p>
          {data.started && <p>{SECTION_TEXT.welcomeBack}</p>}
          <h3>{SECTION_TEXT.assurancesLabel}</h3>
          <ul>
            {SECTION_TEXT.assurances.map((assurance) => (
              <li key={assurance}>{assurance}</li>
            ))}
          </ul>
          <SiteLink to={PRIVACY_POLICY_PATH}>{SECTION_TEXT.privacyLink}</SiteLink>
        </Intro>
        <Card>
          <LazyStartProjectForm {...formProps} load={formWanted} label={SECTION_TEXT.title} />
        </Card>
      </Section>
    </>
  );
}

const Marker = styled.div`
  height: 1px;
`;

// The fade is a CSS transition: it needs no animation library on every page. With reduced motion the
// section is revealed at once (useSectionReveal) and the global style cuts every transition short.
const Section = styled.section`
  transition: opacity ${FADE_IN_DURATION_MS}ms linear;
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space.xxl};
  max-width: ${({ theme }) => theme.breakpoints.desktop}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.section.wide};
  /* Aligned by its top, the section stays clear of the fixed header. */
  scroll-margin-top: ${({ theme }) => theme.headerHeight.desktop}px;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.section.narrow};
  }

  ${media.below.mobile} {
    scroll-margin-top: ${({ theme }) => theme.headerHeight.mobile}px;
  }

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.type.size.h2};
    line-height: ${({ theme }) => theme.type.lineHeight.heading};
    letter-spacing: ${({ theme }) => theme.type.tracking.heading};
  }

  h3 {
    font-size: ${({ theme }) => theme.type.size.bodyLarge};
  }

  ul {
    padding-left: 1.2rem;
  }
`;

const Intro = styled.div`
  color: ${({ theme }) => theme.palette.text};
`;

const Card = styled.div`
  padding: 2rem;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.white};
  box-shadow: 0 8px 24px rgb(0 0 0 / 8%);

  ${media.below.mobile} {
    padding: 1.25rem;
  }
`;
