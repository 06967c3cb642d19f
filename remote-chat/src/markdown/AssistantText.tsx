import { lazy, Suspense } from 'react';
import styled from 'styled-components';

/** The renderer loads the first time an assistant message renders, never in the site's first paint. */
const MarkdownContent = lazy(() => import(/* webpackChunkName: "chat-markdown" */ './MarkdownContent'));

const Prose = styled.div`
  overflow-wrap: anywhere;

  p {
    margin: 0 0 8px;
  }
  p:last-child {
    margin-bottom: 0;
  }
  ul,
  ol {
    margin: 0 0 8px;
    padding-left: 20px;
  }
  a {
    color: ${({ theme }) => theme.palette.brandText};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }
`;

const PlainText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/** An assistant message: markdown once the renderer has loaded, plain text until then (docs/product-rules.md §2). */
export function AssistantText({ text }: { text: string }) {
  return (
    <Prose>
      <Suspense fallback={<PlainText>{text}</PlainText>}>
        <MarkdownContent text={text} />
      </Suspense>
    </Prose>
  );
}
