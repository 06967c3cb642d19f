import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_CTA } from '../../content/home';
import { installIntersectionObserver, preferReducedMotion } from '@agency/tooling/test-kit';
import { advanceTime, renderSettled, restoreRealClock, useFakeAnimationClock } from '../../test-support/render';
import { CTA_FADE_MS, ContactCallToAction } from './ContactCallToAction';

describe('ContactCallToAction', () => {
  describe('with motion', () => {
    beforeEach(() => {
      useFakeAnimationClock();
      preferReducedMotion(false);
    });
    afterEach(() => restoreRealClock());

    it('stays hidden until scrolled into view, then fades in', async () => {
      const viewport = installIntersectionObserver();
      await renderSettled(<ContactCallToAction onStartProject={jest.fn()} />);
      const heading = screen.getByRole('heading', { name: CONTACT_CTA.heading });

      advanceTime(1000);
      expect(heading).not.toBeVisible();

      act(() => viewport.enterViewport());
      advanceTime(CTA_FADE_MS / 4);
      expect(heading).toBeVisible();
      advanceTime(CTA_FADE_MS);
      expect(heading.parentElement).toHaveStyle({ opacity: '1', transform: 'translateY(0px)' });
    });
  });

  it('is shown at once with reduced motion, and Get in touch opens the start-project form', async () => {
    preferReducedMotion(true);
    const onStartProject = jest.fn();
    const user = userEvent.setup();
    await renderSettled(<ContactCallToAction onStartProject={onStartProject} />);

    expect(screen.getByRole('heading', { name: CONTACT_CTA.heading })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(onStartProject).toHaveBeenCalledTimes(1);
  });
});
