import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@agency/site-kit/theme';
import type { PortfolioItem } from '../project-catalogue';
import { ProjectSlider } from '../project-slider';
import { TechnologyList } from '../technologies';

export const TECHNOLOGIES_LABEL = (project: string) => `Technologies used for ${project}`;

/** One project: what was built, for whom, with what, and its screenshots. */
export function ProjectCard({ item }: { item: PortfolioItem }) {
  const headingId = useId();
  const projectName = `${item.title}: ${item.solution}`;
  return (
    <Card aria-labelledby={headingId}>
      <Intro>
        <div>
          <Title id={headingId}>{item.title}</Title>
          <Solution>{item.solution}</Solution>
        </div>
        <Description>{item.text}</Description>
        <TechnologyList technologies={item.icons} label={TECHNOLOGIES_LABEL(projectName)} />
      </Intro>
      <ProjectSlider project={projectName} images={item.images} />
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: 24px;
  padding: 32px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.palette.white};

  ${media.below.mobile} {
    padding: 20px 16px;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: 12px;
  max-width: 820px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.type.size.h3};
  line-height: 1.2;
`;

const Solution = styled.p`
  margin: 4px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.brandText};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;
