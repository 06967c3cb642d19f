import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TECHNOLOGIES, TECHNOLOGY_KEYS } from '../../content/technologies';
import { DIALOG_CLOSE_LABEL } from '../../shared/dialog/InfoDialog';
import { renderInSite } from '@agency/tooling/test-kit';
import { TechnologyGrid } from './TechnologyGrid';

describe('TechnologyGrid', () => {
  it('shows a tile for every technology key', () => {
    renderInSite(<TechnologyGrid />);

    const tiles = within(screen.getByRole('list')).getAllByRole('button');
    expect(tiles).toHaveLength(TECHNOLOGY_KEYS.length);
    expect(tiles.map((tile) => tile.textContent)).toEqual(TECHNOLOGY_KEYS.map((key) => TECHNOLOGIES[key].title));
  });

  it('opens a popup with the title and description of the chosen technology', async () => {
    const user = userEvent.setup();
    renderInSite(<TechnologyGrid />);

    await user.click(screen.getByRole('button', { name: 'Apache Kafka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apache Kafka' });
    expect(dialog).toHaveAccessibleDescription(TECHNOLOGIES.kafka.description);
    expect(within(dialog).getByRole('img', { name: TECHNOLOGIES.kafka.alt })).toBeInTheDocument();
  });

  it('moves focus into the popup, keeps Tab inside, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    renderInSite(<TechnologyGrid />);
    const tile = screen.getByRole('button', { name: 'TypeScript' });

    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'TypeScript' });
    const close = within(dialog).getByRole('button', { name: DIALOG_CLOSE_LABEL });
    expect(close).toHaveFocus();

    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(tile).toHaveFocus());
  });

  it('closes the popup with its Close button', async () => {
    const user = userEvent.setup();
    renderInSite(<TechnologyGrid />);

    await user.click(screen.getByRole('button', { name: 'React' }));
    await user.click(await screen.findByRole('button', { name: DIALOG_CLOSE_LABEL }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'React' })).toHaveFocus());
  });
});
