import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { CHAT_TIMING } from '../shared/chat-rules';
import { CHAT_TEXT } from '../shared/content';

const Frame = styled.div`
  position: relative;
  margin: 8px 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.text};
  color: ${({ theme }) => theme.palette.white};
`;

const Pre = styled.pre`
  margin: 0;
  padding: 36px 12px 12px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.85rem;
  /* Long lines wrap inside the bubble instead of running out of it; copying keeps the original lines. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const CopyButton = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  min-height: 28px;
  padding: 2px 10px;
  border: 1px solid ${({ theme }) => theme.palette.white};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.palette.white};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.white};
    outline-offset: 1px;
  }
`;

/** A code block with a copy button that confirms for 3 s (docs/product-rules.md §2). */
export function CodeBlock({ children, node: _node, ...rest }: ComponentPropsWithoutRef<'pre'> & { node?: unknown }) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CHAT_TIMING.copyConfirmMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const text = preRef.current?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (insecure context or denied): the button simply does not confirm.
    }
  };

  return (
    <Frame>
      <CopyButton type="button" onClick={() => void copy()} aria-live="polite">
        {copied ? CHAT_TEXT.buttons.copied : CHAT_TEXT.buttons.copyCode}
      </CopyButton>
      <Pre ref={preRef} {...rest}>
        {children}
      </Pre>
    </Frame>
  );
}
