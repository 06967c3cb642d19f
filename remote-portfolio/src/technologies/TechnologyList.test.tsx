import { screen, within } from '@testing-library/react';
import { renderInSite } from '@agency/tooling/test-kit';
import { TechnologyList } from './TechnologyList';

describe('TechnologyList', () => {
  it('names every technology once, whatever kind of logo it has, and hides the logos from screen readers', () => {
    renderInSite(<TechnologyList label="Technologies used for Quillmart" technologies={['groq', 'react', 'reactSpring', 'socket.io']} />);
    const list = screen.getByRole('list', { name: 'Technologies used for Quillmart' });
    const items = within(list).getAllByRole('listitem');
    ['Groq', 'React', 'React Spring', 'Socket.IO'].forEach((name, i) => expect(within(items[i]!).getByText(name)).toBeInTheDocument());
    expect(within(list).queryAllByRole('img')).toHaveLength(0);
    expect(within(list).getByText('RS')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the logos as images the build has made, not as inline SVG the page must parse and paint', () => {
    renderInSite(<TechnologyList label="Stack" technologies={['huggingFace', 'openAI', 'typescript']} />);
    const list = screen.getByRole('list', { name: 'Stack' });
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(list.querySelector('svg')).toBeNull();
  });

  it('shows aliases under the technology they stand for', () => {
    renderInSite(<TechnologyList label="Stack" technologies={['openai', 'redux-saga']} />);
    expect(screen.getByText('OpenAI')).toBeInTheDocument();
    expect(screen.getByText('Redux-Saga')).toBeInTheDocument();
  });
});
