import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '@shared/storefronts/storefront.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo } from '../../../../test/mock-api';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, pageOf, productFixture, renderBuilder } from './builder-test-utils';

beforeAll(() => Promise.all([preloadBuilderTabs(), preloadDialog()]));
afterEach(cleanUpBuilder);

const route = '/landing-page-builder?tab=products';
const rows = () => screen.findAllByTestId('product-row');
const toastWith = async (text: string) =>
  (await screen.findByText(text, { selector: '[data-sonner-toast] *' })).closest('[data-sonner-toast]');

describe('Store Builder: Products', { timeout: 20_000 }, () => {
  it('lists a page at a time with the price, category, SKU, inventory (-1 as Unlimited) and the limit', async () => {
    const page = [
      productFixture(1, { name: 'Mulch bag', price: '1234.5', inventory: -1 }),
      productFixture(2, { name: 'Seed mix', inventory: 7, category: null, sku: null, isActive: false }),
    ];
    const fetch = builderApi(configFixture(), { 'GET /api/landing-page-products': pageOf(page, 23) });
    renderBuilder(route);
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Mulch bag$1,234.50GardenSKU SKU-1Inventory UnlimitedActive');
    expect(second).toHaveTextContent('Seed mix$25.00—SKU —Inventory 7Hidden');
    expect(screen.getByTestId('product-usage')).toHaveTextContent('12 of 50 products');
    expect(screen.getByText('Page 1 of 3 · 23 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/landing-page-products').map((c) => c.url.search)).toContain(
        '?limit=10&offset=10',
      ),
    );
  });

  it("adds a product with the specification's messages, then reads the list and the count again", async () => {
    const fetch = builderApi(configFixture(), {
      'POST /api/landing-page-products': () => Response.json(productFixture(9), { status: 201 }),
    });
    renderBuilder(route);
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add product' })[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add product' }));
    expect(dialog.getByLabelText('Inventory')).toHaveValue(-1);
    await userEvent.click(dialog.getByRole('button', { name: 'Add product' }));
    expect(await dialog.findByText(m.productNameRequired)).toBeInTheDocument();
    expect(dialog.getByText(m.priceRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-products')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Name'), 'Mulch bag');
    await userEvent.type(dialog.getByLabelText('Price ($)'), '19.5');
    await userEvent.type(dialog.getByLabelText('SKU'), 'MB-1');
    const reads = callsTo(fetch, 'GET /api/landing-page-config').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/landing-page-products')[0].body).toEqual({
      name: 'Mulch bag',
      description: null,
      price: '19.5',
      category: null,
      imageUrl: null,
      sku: 'MB-1',
      inventory: -1,
      weight: null,
      isActive: true,
    });
    expect(await toastWith('Product added')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'GET /api/landing-page-config').length).toBeGreaterThan(reads));
  });

  it('edits the selected product', async () => {
    const fetch = builderApi(configFixture(), {
      'GET /api/landing-page-products': pageOf([productFixture(1, { name: 'Mulch bag', inventory: 4 })]),
      'PUT /api/landing-page-products/1': ({ body }) => Response.json({ ...productFixture(1), ...(body as object) }),
    });
    renderBuilder(route);
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mulch bag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Mulch bag');
    expect(dialog.getByLabelText('Inventory')).toHaveValue(4);
    await userEvent.clear(dialog.getByLabelText('Price ($)'));
    await userEvent.type(dialog.getByLabelText('Price ($)'), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/landing-page-products/1')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/landing-page-products/1')[0].body).toMatchObject({
      name: 'Mulch bag',
      price: '30',
      inventory: 4,
    });
    expect(callsTo(fetch, 'POST /api/landing-page-products')).toHaveLength(0);
    expect(await toastWith('Product updated')).toBeInTheDocument();
  });

  it('deletes after the confirmation, and says why the server refused one', async () => {
    let refuse = false;
    const fetch = builderApi(configFixture(), {
      'GET /api/landing-page-products': pageOf([productFixture(1, { name: 'Mulch bag' })]),
      'DELETE /api/landing-page-products/1': () =>
        refuse ? Response.json({ message: 'Product not found' }, { status: 404 }) : new Response(null, { status: 204 }),
    });
    renderBuilder(route);
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mulch bag' }));
    let question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText(m.productDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'DELETE /api/landing-page-products/1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Mulch bag' }));
    question = within(await screen.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    expect(await toastWith('Product deleted')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/landing-page-products/1')).toHaveLength(1);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mulch bag' }));
    question = within(await screen.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    const failure = await toastWith(m.productDeleteFailed);
    expect(failure).toHaveTextContent('Product not found');
  });

  it("shows the limit reached and the server's 402 message when it refuses another product", async () => {
    const limit = m.productLimit('Basic', 50);
    builderApi(configFixture({ tierName: 'basic', productCount: 50, productLimit: 50 }), {
      'POST /api/landing-page-products': () => Response.json({ message: limit }, { status: 402 }),
    });
    renderBuilder(route);
    expect(await screen.findByTestId('product-usage')).toHaveTextContent('50 of 50 products');
    expect(screen.getByText(/has reached its limit of 50 products/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add product' })[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add product' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'One more');
    await userEvent.type(dialog.getByLabelText('Price ($)'), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add product' }));
    const failure = await toastWith(m.productSaveFailed);
    expect(failure).toHaveTextContent(limit);
    // The form stays, with what was typed.
    expect(dialog.getByLabelText('Name')).toHaveValue('One more');
  });
});
