import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIBRARY_WOBBLE_SETTLE_MS } from '../../content/about';
import { TECHNOLOGIES, TECHNOLOGY_KEYS } from '../../content/technologies';
import { DIALOG_CLOSE_LABEL, DIALOG_MAX_WIDTH_PX } from '../../shared/dialog/InfoDialog';
import { installIntersectionObserver, preferReducedMotion } from '@agency/tooling/test-kit';
import { advanceTime, installPointerEvents, renderSettled, restoreRealClock, useFakeAnimationClock } from '../../test-support/render';
import { LibraryShowcase } from './LibraryShowcase';

/** The angles of a tile's current transform, e.g. { rotateY: 4.2 }. */
function angles(element: HTMLElement): Record<string, number> {
  const transform = element.style.transform;
  return Object.fromEntries([...transform.matchAll(/(rotate[XYZ])\((-?[\d.e-]+)deg\)/g)].map(([, axis, value]) => [axis, Number(value)]));
}

function placeTile(tile: HTMLElement) {
  tile.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
}

describe('LibraryShowcase', () => {
  it('lists every vendor and library with its title', async () => {
    await renderSettled(<LibraryShowcase />);

    TECHNOLOGY_KEYS.forEach((key) => expect(screen.getByRole('button', { name: TECHNOLOGIES[key].title })).toBeInTheDocument());
  });

  it('opens a modal with icon, alt text, title and description, closed by its Close button', async () => {
    const user = userEvent.setup();
    await renderSettled(<LibraryShowcase />);
    const tile = screen.getByRole('button', { name: 'Hugging Face' });

    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Hugging Face' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: 'React' })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(TECHNOLOGIES.huggingFace.description);
    expect(within(dialog).getByRole('img', { name: 'Hugging Face logo' })).toBeInTheDocument();
    expect(dialog).toHaveStyle({ maxWidth: `${DIALOG_MAX_WIDTH_PX}px` });

    await user.click(within(dialog).getByRole('button', { name: DIALOG_CLOSE_LABEL }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(tile).toHaveFocus());
  });

  describe('tile motion', () => {
    beforeEach(() => {
      installPointerEvents();
      useFakeAnimationClock();
      preferReducedMotion(false);
    });
    afterEach(() => restoreRealClock());

    it('tilts a tile towards the pointer and resets it when the pointer leaves', async () => {
      await renderSettled(<LibraryShowcase />);
      const tile = screen.getByRole('button', { name: 'Express' });
      placeTile(tile);

      // As a pointer arrives: it enters the tile, then moves over it.
      fireEvent.pointerEnter(tile, { clientX: 190, clientY: 10 });
      fireEvent.pointerMove(tile, { clientX: 200, clientY: 0 });
      advanceTime(600);
      expect(angles(tile).rotateY).toBeGreaterThan(5);
      expect(angles(tile).rotateX).toBeGreaterThan(5);

      fireEvent.pointerLeave(tile);
      advanceTime(800);
      expect(angles(tile)).toEqual({ rotateX: 0, rotateY: 0, rotateZ: 0 });
    });

    it('wobbles on first appearance and settles after 1800 ms', async () => {
      jest.spyOn(Math, 'random').mockReturnValue(0.9);
      const viewport = installIntersectionObserver();
      await renderSettled(<LibraryShowcase />);
      const tile = screen.getByRole('button', { name: 'Node.js' });

      advanceTime(100);
      expect(angles(tile).rotateZ ?? 0).toBe(0);

      act(() => viewport.enterViewport());
      advanceTime(32);
      expect(Math.abs(angles(tile).rotateZ ?? 0)).toBeGreaterThan(1);

      advanceTime(LIBRARY_WOBBLE_SETTLE_MS + 1000);
      expect(angles(tile)).toEqual({ rotateX: 0, rotateY: 0, rotateZ: 0 });
    });

    it('holds still with reduced motion', async () => {
      preferReducedMotion(true);
      const viewport = installIntersectionObserver();
      await renderSettled(<LibraryShowcase />);
      const tile = screen.getByRole('button', { name: 'Node.js' });
      placeTile(tile);

      act(() => viewport.enterViewport());
      fireEvent.pointerEnter(tile, { clientX: 190, clientY: 10 });
      fireEvent.pointerMove(tile, { clientX: 200, clientY: 0 });
      advanceTime(600);
      expect(tile.style.transform).toBe('');
    });
  });
});
