/**
 * The shell's mount points of the remote modules, each typed by its contract
 * (@agency/site-kit/contracts) and each behind its own RemoteMount.
 */
import type {
  AboutProps,
  ChatWidgetProps,
  HomeProps,
  PortfolioProps,
  PrivacyPolicyProps,
  StartProjectProps,
} from '@agency/site-kit/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { pageSettledAtom } from '../ui-state/atoms';
import { continueFirstPaintAnimations, firstPaintScreenAtom } from './first-paint';
import { RemoteMount, type RemoteMountProps } from './RemoteMount';

/** Reserves the page area while a page loads, so the footer does not jump. */
const PagePlaceholder = styled.div`
  min-height: 100vh;
`;

/**
 * While the page loads: its static first screen when the server sent one, else
 * an empty page area. The first screen is only a picture of the page (inert,
 * hidden from assistive technology) until the live page replaces it.
 */
function PageLoading() {
  const firstPaintScreen = useAtomValue(firstPaintScreenAtom);
  const area = useRef<HTMLDivElement>(null);
  // Before the browser paints: React's first render has just taken the first screen out of #root.
  useLayoutEffect(() => {
    if (!firstPaintScreen || !area.current) return;
    area.current.append(firstPaintScreen);
    continueFirstPaintAnimations(area.current);
    // React does not own the screen it did not render: it goes when the page or a fallback replaces it.
    return () => firstPaintScreen.remove();
  }, [firstPaintScreen]);
  if (!firstPaintScreen) return <PagePlaceholder aria-busy="true" />;
  return <PagePlaceholder ref={area} data-first-paint-copy aria-hidden="true" inert />;
}

/** A page from a remote: reserves the page area while loading and reports when it has settled. */
function PageMount<P extends object>(mount: Pick<RemoteMountProps<P>, 'remote' | 'module' | 'label' | 'props'>) {
  const setPageSettled = useSetAtom(pageSettledAtom);
  const setFirstPaintScreen = useSetAtom(firstPaintScreenAtom);
  const settled = useCallback(() => {
    setPageSettled(true);
    // The first screen belongs to the first page only.
    setFirstPaintScreen(null);
  }, [setPageSettled, setFirstPaintScreen]);
  // The first screen is a picture of the version that failed: the previous good version draws its own page.
  const fellBack = useCallback(() => setFirstPaintScreen(null), [setFirstPaintScreen]);
  return <RemoteMount {...mount} loading={<PageLoading />} onSettled={settled} onFallback={fellBack} />;
}

export const HomePage = (props: HomeProps) => <PageMount remote="marketing" module="Home" label="The home page" props={props} />;

export const AboutPage = (props: AboutProps) => <PageMount remote="marketing" module="About" label="The about page" props={props} />;

export const PrivacyPolicyPage = (props: PrivacyPolicyProps) => (
  <PageMount remote="marketing" module="PrivacyPolicy" label="The privacy policy" props={props} />
);

export const PortfolioPage = (props: PortfolioProps) => (
  <PageMount remote="portfolio" module="Portfolio" label="The portfolio" props={props} />
);

export const StartProjectPart = (props: StartProjectProps) => (
  <RemoteMount remote="contact" module="StartProject" label="The start-project form" props={props} variant="inline" />
);

export const ChatWidgetPart = (props: ChatWidgetProps) => (
  <RemoteMount remote="chat" module="ChatWidget" label="The chat assistant" props={props} variant="inline" />
);
