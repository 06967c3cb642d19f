import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolioItems } from '../project-catalogue';
import { renderInSite } from '@agency/tooling/test-kit';
import { SWIPE_THRESHOLD_PX } from './constants';
import { ProjectSlider } from './ProjectSlider';
import { INITIAL_SLIDER_STATE, slideTo } from './useSlider';

const item = portfolioItems[0]!;
const PROJECT = `${item.title}: ${item.solution}`;

function renderSlider() {
  const user = userEvent.setup();
  renderInSite(<ProjectSlider project={PROJECT} images={item.images} />);
  const carousel = screen.getByRole('region', { name: `${PROJECT} screenshots` });
  return { user, carousel };
}

/** The visible slide (leaving slides are aria-hidden while they animate out). */
const currentSlide = () => screen.getByRole('group', { name: /^\d of 6$/ });
const previousButton = () => screen.getByRole('button', { name: 'Previous slide' });
const nextButton = () => screen.getByRole('button', { name: 'Next slide' });

/** A pointer drag across the image area, by mouse or finger. */
async function drag(user: ReturnType<typeof userEvent.setup>, from: [number, number], to: [number, number], pointer: 'mouse' | 'touch') {
  const stage = currentSlide().parentElement!;
  const [press, release] = pointer === 'mouse' ? ['[MouseLeft>]', '[/MouseLeft]'] : ['[TouchA>]', '[/TouchA]'];
  await user.pointer([
    { keys: press, target: stage, coords: { clientX: from[0], clientY: from[1] } },
    { ...(pointer === 'touch' ? { pointerName: 'TouchA' } : {}), target: stage, coords: { clientX: to[0], clientY: to[1] } },
    { keys: release, target: stage, coords: { clientX: to[0], clientY: to[1] } },
  ]);
}

describe('ProjectSlider', () => {
  it('is a labelled carousel that starts on the first of the six image sets', () => {
    const { carousel } = renderSlider();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(currentSlide()).getAllByRole('img')).toHaveLength(3);
    expect(within(currentSlide()).getByRole('img', { name: /on desktop$/ })).toBeInTheDocument();
    expect(within(currentSlide()).getByRole('img', { name: /on tablet$/ })).toBeInTheDocument();
    expect(within(currentSlide()).getByRole('img', { name: /on phone$/ })).toBeInTheDocument();
  });

  it('keeps the slide on screen, its images and their place when the visitor first reaches for it', async () => {
    const { user } = renderSlider();
    const slide = currentSlide();
    const desktopImage = within(slide).getByRole('img', { name: /on desktop$/ });

    await user.hover(slide);
    await user.tab();

    expect(currentSlide()).toBe(slide);
    expect(within(slide).getByRole('img', { name: /on desktop$/ })).toBe(desktopImage);
    expect(slide).toHaveStyle({ opacity: '1', transform: 'translateX(0%)' });
  });

  it('disables previous on the first slide and next on the last, without wrapping', async () => {
    const { user } = renderSlider();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(previousButton());
    expect(currentSlide()).toHaveAccessibleName('1 of 6');

    await user.click(screen.getByRole('button', { name: 'Slide 6' }));
    expect(currentSlide()).toHaveAccessibleName('6 of 6');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(nextButton());
    expect(currentSlide()).toHaveAccessibleName('6 of 6');
  });

  it('enters from the right when moving forward and from the left when moving back', async () => {
    const { user } = renderSlider();
    await user.click(nextButton());
    expect(currentSlide()).toHaveAccessibleName('2 of 6');
    expect(currentSlide()).toHaveAttribute('data-enter-from', 'right');

    await user.click(previousButton());
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
    expect(currentSlide()).toHaveAttribute('data-enter-from', 'left');
  });

  it('marks the current dot and jumps to any slide from the dots', async () => {
    const { user } = renderSlider();
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Slide 4' }));
    expect(currentSlide()).toHaveAccessibleName('4 of 6');
    expect(screen.getByRole('button', { name: 'Slide 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(currentSlide()).toHaveAttribute('data-enter-from', 'left');
  });

  it('moves with the arrow keys while a control has focus', async () => {
    const { user } = renderSlider();
    await user.tab();
    expect(previousButton()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('3 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName('2 of 6');
  });

  it('keeps focus on the next button when it becomes disabled on the last slide', async () => {
    const { user } = renderSlider();
    await user.click(screen.getByRole('button', { name: 'Slide 5' }));
    await user.click(nextButton());
    expect(currentSlide()).toHaveAccessibleName('6 of 6');
    expect(nextButton()).toHaveFocus();
  });

  it(`changes slide on a swipe of more than ${SWIPE_THRESHOLD_PX} px, by finger or mouse`, async () => {
    const { user } = renderSlider();
    await drag(user, [300, 100], [300 - SWIPE_THRESHOLD_PX - 1, 100], 'touch');
    expect(currentSlide()).toHaveAccessibleName('2 of 6');

    await drag(user, [100, 100], [100 + SWIPE_THRESHOLD_PX + 20, 110], 'mouse');
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
  });

  it(`ignores a swipe of ${SWIPE_THRESHOLD_PX} px or less, and mostly vertical movement`, async () => {
    const { user } = renderSlider();
    await drag(user, [300, 100], [300 - SWIPE_THRESHOLD_PX, 100], 'touch');
    expect(currentSlide()).toHaveAccessibleName('1 of 6');

    await drag(user, [300, 100], [220, 220], 'touch');
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
  });

  it('does not move past the first slide on a swipe to the right', async () => {
    const { user } = renderSlider();
    await drag(user, [100, 100], [260, 100], 'touch');
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
  });

  it('keeps the leaving slide out of the accessibility tree while it animates out', async () => {
    const { user } = renderSlider();
    await user.click(nextButton());
    const leaving = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(leaving).toHaveLength(1);
    expect(leaving[0]).toHaveAttribute('aria-label', '1 of 6');
    expect(leaving[0]).toHaveAttribute('inert');
    expect(screen.getAllByRole('group', { name: /^\d of 6$/ })).toHaveLength(1);
  });
});

describe('slideTo', () => {
  it('clamps to the slides that exist and records the direction of the change', () => {
    expect(slideTo(INITIAL_SLIDER_STATE, -1, 6)).toBe(INITIAL_SLIDER_STATE);
    expect(slideTo({ index: 5, enterFrom: 'right' }, 6, 6)).toEqual({ index: 5, enterFrom: 'right' });
    expect(slideTo(INITIAL_SLIDER_STATE, 3, 6)).toEqual({ index: 3, enterFrom: 'right' });
    expect(slideTo({ index: 3, enterFrom: 'right' }, 1, 6)).toEqual({ index: 1, enterFrom: 'left' });
  });
});
