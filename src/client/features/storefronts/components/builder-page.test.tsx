import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '@shared/storefronts/storefront.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, openTab, renderBuilder } from './builder-test-utils';

// The app loads a tab's code when the pointer or the focus reaches it: these tests load them all once.
beforeAll(() => Promise.all([preloadBuilderTabs(), preloadDialog()]));
afterEach(cleanUpBuilder);

describe('Store Builder', { timeout: 20_000 }, () => {
  it('shows the header with the status, Preview in a new tab and the overview of the storefront', async () => {
    builderApi(configFixture());
    renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Builder' })).toBeInTheDocument();
    const preview = await screen.findByRole('link', { name: /^Preview/ });
    expect(preview).toHaveAttribute('href', '/landing/greenline');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('public-url')).toHaveTextContent(`${window.location.origin}/landing/greenline`);
    expect(screen.getByTestId('overview-status')).toHaveTextContent('ActivePro tier');
    expect(screen.getByTestId('overview-products')).toHaveTextContent('12 of 50 products');
    expect(await screen.findByTestId('overview-views')).toHaveTextContent('3Last 7 days');
    expect(screen.getByTestId('overview-leads')).toHaveTextContent('1Last 7 days');
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
  });

  it('says Inactive for a storefront turned off, and unlimited products for a tier without a limit', async () => {
    builderApi(configFixture({ isActive: false, productLimit: null, productCount: 3 }));
    renderBuilder();
    expect(await screen.findByTestId('overview-status')).toHaveTextContent('InactivePro tier');
    expect(screen.getByText('Inactive', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(screen.getByTestId('overview-products')).toHaveTextContent('3 products (unlimited)');
  });

  it('copies the absolute public URL and says so', async () => {
    const user = userEvent.setup();
    builderApi(configFixture());
    renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Copy public URL' }));
    expect(await screen.findByText('Public URL copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/landing/greenline`);
  });

  it('opens on the Configuration form before the storefront exists; the other tabs say what they need', async () => {
    builderApi(null);
    renderBuilder();
    expect(await screen.findByRole('tab', { name: 'Configuration', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Storefront' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy public URL' })).not.toBeInTheDocument();

    for (const tab of ['Overview', 'Products', 'Orders', 'Analytics']) {
      const panel = within(await openTab(tab));
      expect(panel.getByRole('heading', { name: m.configMissing })).toBeInTheDocument();
    }
    const panel = within(await openTab('Products'));
    await userEvent.click(panel.getByRole('button', { name: 'Go to Configuration' }));
    expect(screen.getByRole('tab', { name: 'Configuration', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/landing-page-builder?tab=configuration');

    // Pricing needs no storefront: the tiers, none of them current.
    const pricing = within(await openTab('Pricing'));
    expect(await pricing.findAllByTestId('tier-card')).toHaveLength(3);
    expect(pricing.queryByText('Current tier')).not.toBeInTheDocument();
  });

  it('opens the tab named in the address', async () => {
    builderApi(configFixture());
    renderBuilder('/landing-page-builder?tab=products');
    expect(await screen.findByRole('tab', { name: 'Products', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('product-usage')).toHaveTextContent('12 of 50 products');
  });

  it('says when the storefront could not be loaded, and tries again', async () => {
    let fail = true;
    builderApi(null, {
      'GET /api/landing-page-config': () =>
        fail ? Response.json({ message: 'Down' }, { status: 500 }) : Response.json(configFixture()),
    });
    renderBuilder();
    expect(await screen.findByText('We could not load your storefront just now.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Preview/ })).toBeInTheDocument();
  });
});
