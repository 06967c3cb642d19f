import styled from 'styled-components';

/** How far the call to action rises while it fades in, and how long that takes. */
export const CTA_RISE_PX = 40;
export const CTA_FADE_MS = 600;

export const Panel = styled.div`
  padding: 56px 32px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.black};
  color: ${({ theme }) => theme.palette.white};
  text-align: center;
`;

export const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.type.size.h2};
  line-height: 1.2;
`;

export const Text = styled.p`
  max-width: 60ch;
  margin: 0 auto 28px;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
`;
