import { takeStartProjectRequest } from './start-project-request';

describe('a Start Project chosen on the static first screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is taken once, and leaves the address without its fragment', () => {
    window.history.replaceState(null, '', '/portfolio?tab=1#start-project');
    expect(takeStartProjectRequest()).toBe(true);
    expect(window.location.href).toMatch(/\/portfolio\?tab=1$/);
    expect(takeStartProjectRequest()).toBe(false);
  });

  it('is not there on an ordinary visit or another fragment', () => {
    window.history.replaceState(null, '', '/privacy-policy#contact');
    expect(takeStartProjectRequest()).toBe(false);
    expect(window.location.hash).toBe('#contact');
  });
});
