import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_CTA } from '../../content/home';
import {
  advanceTime,
  installIntersectionObserver,
  preferReducedMotion,
  renderSettled,
  restoreRealClock,
  useFakeAnimationClock,
} from '../../test-support/render';
import { CTA_FADE_MS, ContactCallToAction } from './ContactCallToAction';

const originalMatchMedia = window.matchMedia;
const originalObserver = window.IntersectionObserver;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.IntersectionObserver = originalObserver;
});

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

      viewport.scrollAllIntoView();
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
