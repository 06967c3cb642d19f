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
import styled from 'styled-components';
import { RemoteMount } from './RemoteMount';

/** Reserves the page area while a page loads, so the footer does not jump. */
const PagePlaceholder = styled.div`
  min-height: 100vh;
`;

const pageLoading = <PagePlaceholder aria-busy="true" />;

export const HomePage = (props: HomeProps) => (
  <RemoteMount remote="marketing" module="Home" label="The home page" props={props} loading={pageLoading} />
);

export const AboutPage = (props: AboutProps) => (
  <RemoteMount remote="marketing" module="About" label="The about page" props={props} loading={pageLoading} />
);

export const PrivacyPolicyPage = (props: PrivacyPolicyProps) => (
  <RemoteMount remote="marketing" module="PrivacyPolicy" label="The privacy policy" props={props} loading={pageLoading} />
);

export const PortfolioPage = (props: PortfolioProps) => (
  <RemoteMount remote="portfolio" module="Portfolio" label="The portfolio" props={props} loading={pageLoading} />
);

export const StartProjectPart = (props: StartProjectProps) => (
  <RemoteMount remote="contact" module="StartProject" label="The start-project form" props={props} variant="inline" />
);

export const ChatWidgetPart = (props: ChatWidgetProps) => (
  <RemoteMount remote="chat" module="ChatWidget" label="The chat assistant" props={props} variant="inline" />
);
