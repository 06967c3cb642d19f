import styled from 'styled-components';
import { VALUE_STATEMENTS, VALUE_STATEMENTS_HEADING } from '../../content/about';
import { PageSection } from '../../shared/PageSection';
import { CardGrid } from '../../shared/layout';
import { ValueIcon } from './ValueIcon';

/** docs/product-rules.md §1: three value statements with icons. */
export function ValueStatements() {
  return (
    <PageSection name="value-statements" heading={VALUE_STATEMENTS_HEADING}>
      <Statements>
        {VALUE_STATEMENTS.map((statement) => (
          <li key={statement.key}>
            <ValueIcon statement={statement.key} />
            <h3>{statement.title}</h3>
            <p>{statement.text}</p>
          </li>
        ))}
      </Statements>
    </PageSection>
  );
}

const Statements = styled(CardGrid).attrs({ $gap: '32px' })`
  text-align: center;

  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.type.size.large};
  }

  p {
    margin: 0;
  }
`;
