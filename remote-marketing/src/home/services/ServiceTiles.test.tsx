import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_TILES } from '../../content/services';
import { DIALOG_CLOSE_LABEL } from '../../shared/dialog/InfoDialog';
import { renderInSite } from '@agency/tooling/test-kit';
import { ServiceTiles } from './ServiceTiles';

describe('ServiceTiles', () => {
  it('shows the four services of the agency', () => {
    renderInSite(<ServiceTiles />);

    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['AI & Machine Learning', 'UI Development', 'Cloud Solutions', 'E-commerce']);
  });

  it.each(SERVICE_TILES.map((tile) => [tile.title, tile.tooltip]))('explains %s in a popup', async (title, tooltip) => {
    const user = userEvent.setup();
    renderInSite(<ServiceTiles />);

    await user.click(screen.getByRole('button', { name: title }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(tooltip);

    await user.click(within(dialog).getByRole('button', { name: DIALOG_CLOSE_LABEL }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
