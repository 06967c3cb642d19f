/**
 * The shell's mount points of the remote modules, each typed by its contract
 * (@agency/tooling/contracts) and each behind its own RemoteMount.
 */
import type {
  AboutProps,
  ChatWidgetProps,
  HomeProps,
  PortfolioProps,
  PrivacyPolicyProps,
  StartProjectProps,
} from '@agency/tooling/contracts';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import styled from 'styled-components';
import { pageSettledAtom } from '../ui-state/atoms';
import { RemoteMount, type RemoteMountProps } from './RemoteMount';

/** Reserves the page area while a page loads, so the footer does not jump. */
const PagePlaceholder = styled.div`
  min-height: 100vh;
`;

const pageLoading = <PagePlaceholder aria-busy="true" />;

/** A page from a remote: reserves the page area while loading and reports when it has settled. */
function PageMount<P extends object>(mount: Pick<RemoteMountProps<P>, 'remote' | 'module' | 'label' | 'props'>) {
  const setPageSettled = useSetAtom(pageSettledAtom);
  const settled = useCallback(() => setPageSettled(true), [setPageSettled]);
  return <RemoteMount {...mount} loading={pageLoading} onSettled={settled} />;
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
