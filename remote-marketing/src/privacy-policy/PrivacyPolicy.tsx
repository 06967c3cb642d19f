import type { PrivacyPolicyProps, SiteBrand } from '@agency/site-kit/contracts';
import { media } from '@agency/site-kit/theme';
import styled from 'styled-components';
import {
  COOKIE_SETTINGS_LABEL,
  POLICY_LAST_UPDATED,
  POLICY_LAST_UPDATED_ISO,
  PRIVACY_POLICY_TITLE,
  privacyPolicyIntro,
  privacyPolicySections,
  type PolicyAction,
  type PolicyBlock,
} from '../content/privacy-policy';
import { PageMeta } from '../shared/PageMeta';
import { OutlineButton } from '../shared/OutlineButton';

/** Privacy policy page (docs/product-rules.md §2): the ten sections, rendered inside the shell's <main>. */
export default function PrivacyPolicy({ brand, retentionDays, onOpenCookieSettings }: PrivacyPolicyProps) {
  const context = { brand, retentionDays };
  return (
    <Article aria-labelledby="privacy-policy-heading">
      <PageMeta page="privacyPolicy" brand={brand} />
      <Header>
        <h1 id="privacy-policy-heading">{PRIVACY_POLICY_TITLE}</h1>
        <Updated>
          Last updated: <time dateTime={POLICY_LAST_UPDATED_ISO}>{POLICY_LAST_UPDATED}</time>
        </Updated>
        <p>{privacyPolicyIntro(context)}</p>
      </Header>
      <Contents aria-label="Sections of this policy">
        <ol>
          {privacyPolicySections(context).map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {privacyPolicySections(context).map((section) => (
        <PolicySection key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
          {section.actions?.map((action) => (
            <Action key={action} action={action} brand={brand} onOpenCookieSettings={onOpenCookieSettings} />
          ))}
        </PolicySection>
      ))}
    </Article>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item.text}>
          {item.term && <strong>{item.term}</strong>} {item.text}
        </li>
      ))}
    </ul>
  );
}

interface ActionProps {
  action: PolicyAction;
  brand: SiteBrand;
  onOpenCookieSettings: () => void;
}

function Action({ action, brand, onOpenCookieSettings }: ActionProps) {
  if (action === 'cookieSettings') {
    return (
      <OutlineButton type="button" onClick={onOpenCookieSettings}>
        {COOKIE_SETTINGS_LABEL}
      </OutlineButton>
    );
  }
  return (
    <p>
      E-mail: <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
    </p>
  );
}

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.headerHeight.desktop}px + 40px) 24px 72px;
  font-size: ${({ theme }) => theme.type.size.button};

  ${media.below.tablet} {
    padding: calc(${({ theme }) => theme.headerHeight.mobile}px + 24px) 16px 48px;
  }

  h1 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.type.size.h1};
    line-height: 1.15;
  }

  h2 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.type.size.titleLarge};
    line-height: 1.25;
    scroll-margin-top: ${({ theme }) => theme.headerHeight.desktop + 16}px;
  }

  a {
    color: ${({ theme }) => theme.palette.brandText};
    text-decoration: underline;
  }

  li + li {
    margin-top: 8px;
  }
`;

const Header = styled.header`
  margin-bottom: 32px;
`;

const Updated = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Contents = styled.nav`
  margin-bottom: 40px;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.surface};

  ol {
    margin: 0;
    padding-left: 1.5em;
  }
`;

const PolicySection = styled.section`
  margin-bottom: 40px;
`;
