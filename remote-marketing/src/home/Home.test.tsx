import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_CTA_LABEL } from '../content/hero';
import { DEPLOYMENT_CLAIM, EXPERIENCE_CARDS, POPULAR_BADGE, START_PROJECT_CTA_EVENT } from '../content/home';
import { pageMeta } from '../content/seo';
import { preferReducedMotion, testBrand } from '@agency/tooling/test-kit';
import { renderSettled } from '../test-support/render';
import Home from './Home';

beforeEach(() => preferReducedMotion(true));
function renderHome() {
  return renderSettled(<Home brand={testBrand} track={jest.fn()} onStartProject={jest.fn()} />);
}

describe('Home', () => {
  it('has exactly one h1 and is not a <main> of its own (the shell owns it)', async () => {
    const { container } = await renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('main')).toBeNull();
  });

  it('shows the three AI CRM packages without prices, Professional marked Most Popular', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'AI CRM packages' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

    expect(names).toEqual(['Starter AI CRM', 'Professional AI CRM', 'Enterprise AI CRM']);
    const popular = within(section).getByText(POPULAR_BADGE).closest('article');
    expect(popular).toHaveTextContent('Professional AI CRM');
    expect(within(section).getAllByText(POPULAR_BADGE)).toHaveLength(1);
    expect(section).not.toHaveTextContent(/[$€£]|\bprice\b|per month/i);
    expect(within(section).getByText(DEPLOYMENT_CLAIM.highlight)).toHaveTextContent('4-day deployment');
  });

  it('shows three experience cards with company, description and highlight', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Experience' });

    EXPERIENCE_CARDS.forEach((card) => {
      const article = within(section).getByRole('heading', { name: card.title }).closest('article');
      expect(article).toHaveTextContent(card.company);
      expect(article).toHaveTextContent(card.description);
      expect(article).toHaveTextContent(card.highlight);
    });
  });

  it('names the agency from the brand prop', async () => {
    await renderHome();

    expect(screen.getByRole('heading', { name: `About ${testBrand.name}` })).toBeInTheDocument();
  });

  it('sets the title, description, canonical URL and Open Graph tags of the home page', async () => {
    await renderHome();
    const meta = pageMeta('home', testBrand);

    expect(document.title).toBe(meta.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://vaultline.ai/');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://vaultline.ai/');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
  });

  it('opens the start-project form from both calls to action and reports where it came from', async () => {
    const onStartProject = jest.fn();
    const track = jest.fn();
    const user = userEvent.setup();
    await renderSettled(<Home brand={testBrand} track={track} onStartProject={onStartProject} />);

    await user.click(screen.getByRole('button', { name: QUOTE_CTA_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));

    expect(onStartProject).toHaveBeenCalledTimes(2);
    expect(track.mock.calls).toEqual([
      [START_PROJECT_CTA_EVENT, { placement: 'hero' }],
      [START_PROJECT_CTA_EVENT, { placement: 'contact_cta' }],
    ]);
  });
});
