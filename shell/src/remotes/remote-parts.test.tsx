import { act, screen } from '@testing-library/react';
import { brand } from '../brand/brand';
import { renderInShell } from '../test-support/render';
import { pageSettledAtom } from '../ui-state/atoms';
import { loadRemoteModule } from './federation';
import { FIRST_PAINT_ELEMENT_ID, firstPaintScreenAtom, takeFirstPaintScreen } from './first-paint';
import { HomePage } from './remote-parts';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

describe('a page from a remote', () => {
  it("shows the server's static first screen itself, inert, until the live page renders, then forgets it", async () => {
    const serverScreen = document.createElement('div');
    serverScreen.id = FIRST_PAINT_ELEMENT_ID;
    serverScreen.innerHTML = '<h1>Quality That Matters</h1>';
    document.body.append(serverScreen);
    let deliver: (module: { default: () => React.ReactElement }) => void = () => {};
    loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const withFirstPaint = renderInShell(<HomePage brand={brand} track={() => {}} onStartProject={() => {}} />);
    act(() => withFirstPaint.store.set(firstPaintScreenAtom, takeFirstPaintScreen()));
    const picture = withFirstPaint.container.querySelector('[inert]');
    // Moved, not parsed again from a copy of its markup.
    expect(picture).toContainElement(serverScreen);
    expect(picture).toHaveTextContent('Quality That Matters');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading', { name: 'Quality That Matters' })).not.toBeInTheDocument();

    await act(async () => deliver({ default: () => <h1>Live home page</h1> }));
    expect(screen.getByRole('heading', { name: 'Live home page' })).toBeInTheDocument();
    expect(withFirstPaint.container.querySelector('[inert]')).toBeNull();
    expect(withFirstPaint.store.get(firstPaintScreenAtom)).toBeNull();
    expect(serverScreen).not.toBeInTheDocument();
    expect(withFirstPaint.store.get(pageSettledAtom)).toBe(true);
  });

  it('drops the first screen of a version that failed as soon as the page falls back to the previous one', async () => {
    const serverScreen = document.createElement('div');
    serverScreen.id = FIRST_PAINT_ELEMENT_ID;
    serverScreen.innerHTML = '<h1>Quality That Matters v3</h1>';
    document.body.append(serverScreen);
    let fellBack = () => {};
    loadRemote.mockImplementation((_remote, _module, options) => {
      fellBack = options?.onFallback ?? fellBack;
      return new Promise(() => {});
    });
    const view = renderInShell(<HomePage brand={brand} track={() => {}} onStartProject={() => {}} />);
    act(() => view.store.set(firstPaintScreenAtom, takeFirstPaintScreen()));
    expect(view.container).toHaveTextContent('Quality That Matters v3');

    act(() => fellBack());
    expect(view.container).not.toHaveTextContent('Quality That Matters v3');
    expect(serverScreen).not.toBeInTheDocument();
    expect(view.container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });
});
