import styled from 'styled-components';
import { VALUE_STATEMENTS, VALUE_STATEMENTS_HEADING } from '../../content/about';
import { PageSection } from '../../shared/PageSection';
import { CardList } from '../../shared/CardList';
import { ValueIcon } from './ValueIcon';

/** docs/product-rules.md §1: three value statements with icons. */
export function ValueStatements() {
  return (
    <PageSection name="value-statements" heading={VALUE_STATEMENTS_HEADING}>
      <CardList items={VALUE_STATEMENTS} keyOf={(statement) => statement.key} gap="32px">
        {(statement) => (
          <Statement>
            <ValueIcon statement={statement.key} />
            <h3>{statement.title}</h3>
            <p>{statement.text}</p>
          </Statement>
        )}
      </CardList>
    </PageSection>
  );
}

const Statement = styled.div`
  text-align: center;

  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.type.size.large};
  }

  p {
    margin: 0;
  }
`;
