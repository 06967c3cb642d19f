import { media } from '@agency/tooling/theme';
import styled from 'styled-components';
import { VALUE_STATEMENTS, VALUE_STATEMENTS_HEADING } from '../../content/about';
import { Section, SectionHeading, SectionInner, UnstyledList } from '../../shared/layout';
import { ValueIcon } from './ValueIcon';

/** SPEC §1: three value statements with icons. */
export function ValueStatements() {
  return (
    <Section aria-labelledby="value-statements-heading">
      <SectionInner>
        <SectionHeading id="value-statements-heading">{VALUE_STATEMENTS_HEADING}</SectionHeading>
        <Statements>
          {VALUE_STATEMENTS.map((statement) => (
            <li key={statement.key}>
              <ValueIcon statement={statement.key} />
              <h3>{statement.title}</h3>
              <p>{statement.text}</p>
            </li>
          ))}
        </Statements>
      </SectionInner>
    </Section>
  );
}

const Statements = styled(UnstyledList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 32px;
  text-align: center;

  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.type.size.large};
  }

  p {
    margin: 0;
  }

  ${media.below.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
