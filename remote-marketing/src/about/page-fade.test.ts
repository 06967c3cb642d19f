import { ABOUT_FADE_ATTRIBUTE, continueFade, runningFadeStart } from './page-fade';

/** An element as the browser gives it: its running CSS animations. */
function elementWithAnimations(...startTimes: Array<number | null>) {
  const animations = startTimes.map((startTime) => ({ startTime }));
  return { animations, element: { getAnimations: () => animations } as unknown as Element };
}

function documentShowing(element: Element | null): Document {
  return { querySelector: (selector: string) => (selector === `[${ABOUT_FADE_ATTRIBUTE}]` ? element : null) } as unknown as Document;
}

describe('the About fade across the static first screen and the live page', () => {
  it('reads when the fade on screen started', () => {
    expect(runningFadeStart(documentShowing(elementWithAnimations(312.5).element))).toBe(312.5);
  });

  it('has nothing to continue when no About page is on screen, or its fade has not started', () => {
    expect(runningFadeStart(documentShowing(null))).toBeNull();
    expect(runningFadeStart(documentShowing(elementWithAnimations(null).element))).toBeNull();
    expect(runningFadeStart(documentShowing(elementWithAnimations().element))).toBeNull();
  });

  it('makes the live page’s fade run from that start, so the visitor sees one fade', () => {
    const { animations, element } = elementWithAnimations(900);
    continueFade(element, 312.5);
    expect(animations.map((animation) => animation.startTime)).toEqual([312.5]);
  });
});
