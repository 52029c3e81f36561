import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo } from '../../../../test/mock-api';
import { cartStorageKey } from '../cart/cart-store';
import { addToCart, cardOf, openCart, orderFixture, renderSupplies, suppliesApi } from './supplies-test-utils';

// The app starts loading the dialogs' code when the pointer reaches a button that opens one: so do these tests.
beforeAll(preloadDialog);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const productNames = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

// Whole-page flows with long forms: more than the default 5 s on a busy two-core machine.
describe('Supplies & Merchandise page', { timeout: 20_000 }, () => {
  it("shows the header, the summary's figures and each product's three prices", async () => {
    suppliesApi();
    renderSupplies();
    expect(screen.getByRole('heading', { level: 1, name: 'Supplies & Merchandise' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Design Tool' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order History' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-Total Orders')).toHaveTextContent('12');
    expect(screen.getByTestId('summary-Commission Earned')).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('summary-This Month')).toHaveTextContent('3');

    await screen.findByRole('list', { name: 'Products' });
    const signs = within(cardOf('Yard Signs'));
    expect(signs.getByText('$8.99')).toBeInTheDocument();
    expect(signs.getByText('+$4.00')).toBeInTheDocument();
    expect(signs.getByText('$12.99')).toBeInTheDocument();
    expect(signs.getByText('4.7')).toBeInTheDocument();
    expect(cardOf('Yard Signs').querySelector('img')).toHaveAttribute('src', '/merch/yard-signs.svg');
  });

  it('searches, filters by category and sorts by name, price and rating; says when nothing matches', async () => {
    suppliesApi();
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    expect(productNames()).toEqual([
      'Business Cards',
      'Keychains',
      'Polo Shirts',
      'Vehicle Magnets',
      'Water Bottles',
      'Yard Signs',
    ]);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'price');
    expect(productNames()).toEqual([
      'Keychains',
      'Water Bottles',
      'Yard Signs',
      'Polo Shirts',
      'Vehicle Magnets',
      'Business Cards',
    ]);
    await userEvent.selectOptions(sort, 'rating');
    expect(productNames()).toEqual([
      'Vehicle Magnets',
      'Business Cards',
      'Yard Signs',
      'Polo Shirts',
      'Keychains',
      'Water Bottles',
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'signs');
    expect(productNames()).toEqual(['Vehicle Magnets', 'Yard Signs']);
    await userEvent.type(screen.getByPlaceholderText('Search products...'), 'yard');
    expect(productNames()).toEqual(['Yard Signs']);
    await userEvent.type(screen.getByPlaceholderText('Search products...'), 'xyz');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(productNames()).toHaveLength(6);
    expect(screen.getByPlaceholderText('Search products...')).toHaveValue('');
  });

  it('adds one per click, shows the quantity on the card and the count on the cart, and keeps the cart on reload', async () => {
    suppliesApi();
    const first = renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    expect(within(cardOf('Yard Signs')).queryByTestId('cart-quantity')).not.toBeInTheDocument();
    await addToCart('Yard Signs', 3);
    await addToCart('Keychains', 1);
    expect(within(cardOf('Yard Signs')).getByTestId('cart-quantity')).toHaveTextContent('3 in cart');
    expect(within(cardOf('Keychains')).getByTestId('cart-quantity')).toHaveTextContent('1 in cart');
    expect(screen.getByRole('button', { name: /^Cart \(4 item/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(cartStorageKey(3)) ?? '[]')).toEqual([
      { slug: 'yard-signs', quantity: 3, customization: null },
      { slug: 'keychains', quantity: 1, customization: null },
    ]);

    first.unmount();
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    expect(within(cardOf('Yard Signs')).getByTestId('cart-quantity')).toHaveTextContent('3 in cart');
    expect(screen.getByRole('button', { name: /^Cart \(4 item/ })).toBeInTheDocument();
  });

  it('shows the Details and Pricing tabs with the same figures as the card', async () => {
    suppliesApi();
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.click(within(cardOf('Yard Signs')).getByRole('button', { name: 'Yard Signs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yard Signs' }));
    expect(dialog.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(dialog.getByText('Yard Signs printed with your logo, ready for the job site.')).toBeInTheDocument();
    expect(dialog.getByText('Signs')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('tab', { name: 'Pricing' }));
    expect(dialog.getByText('$8.99')).toBeInTheDocument();
    expect(dialog.getByText('+$4.00')).toBeInTheDocument();
    expect(dialog.getByText('$12.99')).toBeInTheDocument();
    expect(dialog.getByText('You earn $4.00 commission per item.')).toBeInTheDocument();
  });

  it('Design Tool opens the first customizable product on Customize; the preview draws what is typed', async () => {
    suppliesApi();
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.click(screen.getByRole('button', { name: 'Design Tool' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Business Cards' }));
    expect(dialog.getByRole('tab', { name: 'Customize', selected: true })).toBeInTheDocument();
    const preview = () => within(dialog.getByRole('img', { name: 'Preview of your Business Cards' }));
    // A new design starts from the business's name.
    expect(dialog.getByLabelText('Text line 1')).toHaveValue('Greenline Landscaping');
    expect(preview().getByText('Greenline Landscaping')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Text line 2'), 'Licensed & insured');
    expect(preview().getByText('Licensed & insured')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Primary colour'), { target: { value: '#ff8800' } });
    expect(dialog.getByText('#ff8800')).toBeInTheDocument();

    // Another product from the picker: its own preview.
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Product' }), 'yard-signs');
    const signs = within(await screen.findByRole('dialog', { name: 'Yard Signs' }));
    expect(signs.getByRole('img', { name: 'Preview of your Yard Signs' })).toBeInTheDocument();
    await userEvent.click(signs.getByRole('button', { name: 'Save and add to cart' }));
    expect(await screen.findByText('Design saved')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(cartStorageKey(3)) ?? '[]');
    expect(stored).toEqual([
      {
        slug: 'yard-signs',
        quantity: 1,
        customization: {
          logoUrl: null,
          primaryColor: '#3b82f6',
          secondaryColor: '#1f2937',
          textLines: ['Greenline Landscaping'],
        },
      },
    ]);
  });

  it('uploads another logo as raw bytes and puts it on the design', async () => {
    const fetch = suppliesApi({
      'PUT /api/merchandise-designs/logo': () => Response.json({ logoUrl: '/api/uploads/design-abc' }),
    });
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.click(screen.getByRole('button', { name: 'Design Tool' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Business Cards' }));
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(dialog.getByLabelText('Logo file'), file);
    expect(await dialog.findByRole('radio', { name: 'Uploaded logo', checked: true })).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/merchandise-designs/logo')!;
    expect(init?.body).toBe(file);
    const image = dialog.getByRole('img', { name: 'Preview of your Business Cards' }).querySelector('image');
    expect(image).toHaveAttribute('href', '/api/uploads/design-abc');
  });

  it('lists the orders, newest first, and opens one with its design, card, address and tracking', async () => {
    const shipped = orderFixture(8, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' });
    const fetch = suppliesApi({
      'GET /api/merchandise-orders': () =>
        Response.json([shipped, orderFixture(7)], { headers: { 'X-Total-Count': '2' } }),
      'GET /api/merchandise-orders/8': () => Response.json(shipped),
    });
    renderSupplies();
    await userEvent.click(screen.getByRole('button', { name: 'Order History' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order History' }));
    const rows = within(await dialog.findByRole('list', { name: 'Orders' })).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('M-000008');
    expect(rows[0]).toHaveTextContent('Shipped');
    expect(rows[0]).toHaveTextContent('Mar 05, 2026');
    expect(rows[0]).toHaveTextContent('3 × Yard Signs');
    expect(rows[0]).toHaveTextContent('$38.97');
    expect(rows[0]).toHaveTextContent('UPS 1Z999');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).not.toHaveTextContent('UPS');
    expect(callsTo(fetch, 'GET /api/merchandise-orders')[0].url.search).toBe('?limit=10&offset=0');

    await userEvent.click(rows[0]);
    const order = within(await screen.findByRole('dialog', { name: 'Order M-000008' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/supplies?order=8');
    const design = order.getByRole('img', { name: 'Design of the Yard Signs' });
    expect(within(design).getByText('555-0100')).toBeInTheDocument();
    expect(order.getByText('Visa ending in 4242', { exact: false })).toBeInTheDocument();
    expect(order.getByText(/12 Elm Street/)).toBeInTheDocument();
    expect(order.getByText('1Z999')).toBeInTheDocument();
    expect(order.getByTestId('total-total')).toHaveTextContent('$38.97');

    await userEvent.click(order.getByRole('button', { name: 'All orders' }));
    expect(await screen.findByRole('dialog', { name: 'Order History' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/supplies$/));
  });

  it('opens the cart empty with its message', async () => {
    suppliesApi();
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    const cart = await openCart();
    expect(cart.getByText('Your cart is empty')).toBeInTheDocument();
  });
});
