import type { StartProjectProps } from '@agency/site-kit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { POPUP_TEXT } from '../contact-popup/content';
import { SECTION_TEXT } from '../start-project-section/content';
import { preferReducedMotion, renderInSite, testBrand } from '@agency/tooling/test-kit';
import { makeProps } from '../test-support/render';
import StartProject from './StartProject';

/** Stands in for the shell: it owns the popup state and a 'Start Project' button opens it. */
function ShellStandIn(props: Partial<StartProjectProps>) {
  const [isPopupOpen, setPopupOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPopupOpen(true)}>
        Start Project
      </button>
      <StartProject {...makeProps(props)} isPopupOpen={isPopupOpen} onPopupOpenChange={setPopupOpen} />
    </>
  );
}

describe('StartProject', () => {
  let restoreMotion: () => void;

  beforeEach(() => {
    window.localStorage.clear();
    // Reduced motion shows the section at once, so these tests need no reveal timing.
    restoreMotion = preferReducedMotion(true);
  });

  afterEach(() => restoreMotion());

  it('opens the contact popup as a modal dialog with focus in the first field', async () => {
    const { user } = renderInSite(<ShellStandIn />, { withStore: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Project' }));

    // The popup's code loads on first opening.
    const dialog = await screen.findByRole('dialog', { name: POPUP_TEXT.title });
    expect(dialog).toHaveAccessibleDescription(POPUP_TEXT.description(testBrand));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Content behind the modal is hidden from assistive technology.
    expect(screen.queryByRole('region', { name: SECTION_TEXT.title })).not.toBeInTheDocument();
  });

  it('wraps Tab inside the popup, closes on Escape and returns focus to the opener', async () => {
    const { user } = renderInSite(<ShellStandIn />, { withStore: false });
    const opener = screen.getByRole('button', { name: 'Start Project' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: POPUP_TEXT.close })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: POPUP_TEXT.close })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its Close button', async () => {
    const onPopupOpenChange = jest.fn();
    const { user } = renderInSite(<StartProject {...makeProps({ isPopupOpen: true, onPopupOpenChange })} />, {
      withStore: false,
    });

    await user.click(await screen.findByRole('button', { name: POPUP_TEXT.close }));

    expect(onPopupOpenChange).toHaveBeenCalledWith(false);
  });

  it('shares one draft between the popup and the section', async () => {
    const { user } = renderInSite(<ShellStandIn />, { withStore: false });
    await user.click(screen.getByRole('button', { name: 'Start Project' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    await user.keyboard('{Escape}');

    const section = screen.getByRole('region', { name: SECTION_TEXT.title });
    expect(await within(section).findByRole('heading', { level: 3, name: /Step 2 of 5/ })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Back' }));
    expect(within(section).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(within(section).getByText(SECTION_TEXT.welcomeBack)).toBeInTheDocument();
  });
});
