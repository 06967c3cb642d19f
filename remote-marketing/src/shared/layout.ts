import { media } from '@agency/site-kit/theme';
import { buttonStyle } from '@agency/site-kit/ui';
import styled, { css } from 'styled-components';

/** A page section with the site's horizontal rhythm. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.section.wide};

  ${media.below.tablet} {
    padding: ${({ theme }) => theme.section.narrow};
  }
`;

/** A section set on the light brand surface, to give the page's rhythm a change of tone. */
export const TintedSection = styled(Section)`
  background: ${({ theme }) => theme.palette.surface};
  border-block: 1px solid ${({ theme }) => theme.palette.border};
`;

export const SectionInner = styled.div`
  max-width: ${({ theme }) => theme.breakpoints.desktop}px;
  margin: 0 auto;
`;

/** The site's heavy heading type: `display` for the hero slogan, `heading` (h2 size) for section headings. */
export const heavyHeadingType = (kind: 'display' | 'heading') => css`
  font-size: ${({ theme }) => theme.type.size[kind === 'display' ? 'display' : 'h2']};
  font-weight: ${({ theme }) => theme.type.weight.heavy};
  line-height: ${({ theme }) => theme.type.lineHeight[kind]};
  letter-spacing: ${({ theme }) => theme.type.tracking[kind]};
  color: ${({ theme }) => theme.palette.text};
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  ${heavyHeadingType('heading')}
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  max-width: 70ch;
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** The site's primary button: black text on brand blue (6.5:1). */
export const PrimaryButton = styled.button`
  ${buttonStyle('primary')}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 12px 28px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.type.size.button};

  &:hover {
    background: #2aaae4;
  }
`;

/** A card-like button that opens a dialog. */
export const TileButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  width: 100%;
  height: 100%;
  padding: 20px 12px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.white};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  transition:
    border-color 0.2s,
    box-shadow 0.2s;

  &:hover {
    border-color: ${({ theme }) => theme.palette.brand};
    box-shadow: 0 6px 20px rgb(8 152 214 / 0.18);
  }
`;

export const UnstyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Cards side by side on desktop (three by default), stacked below the tablet width. */
export const CardGrid = styled(UnstyledList)<{ $columns?: number; $gap?: string }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  gap: ${({ $gap = '24px' }) => $gap};
  align-items: stretch;

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A card on the light brand surface, marked by a brand-coloured edge on its `$edge` side. */
export const BrandEdgeCard = styled.article<{ $edge: 'top' | 'left' }>`
  height: 100%;
  padding: 24px;
  border-${({ $edge }) => $edge}: 4px solid ${({ theme }) => theme.palette.brand};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.surface};
`;

/** Tiles as many as fit at `$minWidth` each, two a row on a phone. */
export const TileGrid = styled(UnstyledList)<{ $minWidth: number; $gap: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minWidth }) => $minWidth}px, 1fr));
  gap: ${({ $gap }) => $gap};

  ${media.below.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
