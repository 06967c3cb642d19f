import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite, testBrand } from '@agency/tooling/test-kit';
import Portfolio from './Portfolio';

const CUSTOM_TITLES = ['Clearharbor', 'Halcyon Health', 'Tessera Insurance', 'Quillmart', 'Halcyon Health'];
const TEMPLATE_TITLES = ['Template 1', 'Template 2', 'Template 3', 'Template 4'];

function renderPortfolio(portfolioItem?: string) {
  const track = jest.fn();
  const user = userEvent.setup();
  renderInSite(<Portfolio brand={testBrand} track={track} portfolioItem={portfolioItem} />);
  return { track, user };
}

const projectTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

describe('Portfolio page', () => {
  it('has one h1, the page title, description and canonical link, and no main landmark of its own', () => {
    renderPortfolio();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(document.title).toBe('Portfolio | Vaultline AI');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Vaultline AI'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://vaultline.ai/portfolio');
  });

  it('says that the client brands are fictional and the screens hold synthetic data', () => {
    renderPortfolio();
    expect(
      screen.getByText(/each project is shown under a fictional brand name, and every screen holds synthetic demo data/),
    ).toBeVisible();
  });

  it('opens on the Custom tab with the custom projects only', () => {
    renderPortfolio();
    expect(screen.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Template' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Custom');
    expect(projectTitles()).toEqual(CUSTOM_TITLES);
  });

  it('shows the Template projects when the Template tab is clicked, and reports the switch', async () => {
    const { user, track } = renderPortfolio();
    await user.click(screen.getByRole('tab', { name: 'Template' }));
    expect(screen.getByRole('tab', { name: 'Template' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Template');
    expect(projectTitles()).toEqual(TEMPLATE_TITLES);
    expect(screen.queryByRole('heading', { name: 'Clearharbor' })).not.toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('portfolio_tab_selected', { tab: 'template' });
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user } = renderPortfolio();
    const custom = screen.getByRole('tab', { name: 'Custom' });
    const template = screen.getByRole('tab', { name: 'Template' });
    await user.tab();
    expect(custom).toHaveFocus();
    expect(template).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(template).toHaveFocus();
    expect(template).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(custom).toHaveFocus();

    await user.keyboard('{End}');
    expect(template).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(custom).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(template).toHaveFocus();
    expect(projectTitles()).toEqual(TEMPLATE_TITLES);
  });

  it('shows the first mockup set on Custom and the second, mirrored, on Template', async () => {
    const { user } = renderPortfolio();
    const firstSet = screen.getByRole('region', { name: /Built around your data/ });
    expect(firstSet).toHaveAttribute('data-mirrored', 'false');
    expect(within(firstSet).getAllByRole('img')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Template' }));
    const secondSet = screen.getByRole('region', { name: 'Templates that go live in days' });
    expect(secondSet).toHaveAttribute('data-mirrored', 'true');
    expect(screen.queryByRole('region', { name: /Built around your data/ })).not.toBeInTheDocument();
  });

  it('gives every project its technologies by name', () => {
    renderPortfolio();
    const technologies = screen.getByRole('list', { name: 'Technologies used for Halcyon Health: Patient portal with a care assistant' });
    expect(within(technologies).getByText('Redux-Saga')).toBeInTheDocument();
    expect(within(technologies).getByText('React')).toBeInTheDocument();
  });

  it("shows the label 'Portfolio Item' on /portfolio/{portfolioItem} only", () => {
    const { unmount } = renderInSite(<Portfolio brand={testBrand} track={jest.fn()} portfolioItem="quillmart-ai-commerce" />);
    expect(screen.getByText('Portfolio Item')).toBeInTheDocument();
    unmount();
    renderPortfolio();
    expect(screen.queryByText('Portfolio Item')).not.toBeInTheDocument();
  });
});
