import styled from 'styled-components';
import type { Technology } from '../content/technologies';

interface TechnologyLogoProps {
  technology: Technology;
  size: number;
  /** Beside its visible title the logo adds nothing for a screen reader. */
  decorative?: boolean;
}

/** A technology's logo, loaded lazily as an image (no JavaScript cost). */
export function TechnologyLogo({ technology, size, decorative = false }: TechnologyLogoProps) {
  return <Logo src={technology.icon} alt={decorative ? '' : technology.alt} width={size} height={size} loading="lazy" decoding="async" />;
}

const Logo = styled.img`
  display: block;
  object-fit: contain;
`;
