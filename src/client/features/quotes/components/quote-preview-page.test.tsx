import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuotePreview } from '@shared/quotes/quotes.schemas';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { QuotePreviewPage } from './quote-preview-page';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/quote-preview/:id" element={<QuotePreviewPage />} />
    </Routes>,
    { route },
  );

const preview: QuotePreview = {
  language: 'en',
  quote: {
    id: 5,
    quoteNumber: 'Q-0005',
    customerId: 7,
    customerName: 'Acme Pools',
    amount: '150.00',
    depositType: null,
    depositValue: null,
    depositAmount: '0.00',
    depositPaid: '0.00',
    description: 'Opening the pool for the season',
    validUntil: '2030-06-30',
    notes: null,
    status: 'sent',
    createdAt: '2024-03-05T03:00:00.000Z',
    sentDate: '2024-03-05T16:00:00.000Z',
    acceptedDate: null,
    signerName: null,
    declinedDate: null,
    declineReason: null,
    items: [{ description: 'Pool opening', quantity: 2, rate: '75.00', amount: '150.00' }],
  },
  company: { name: 'Blue Water Co', logo: null, address: '1 Main St', phone: null, email: 'hi@blue.test' },
  customer: { name: 'Acme Pools', email: 'billing@acme.test', phone: null, address: null },
};

describe('Quote preview page', () => {
  it('says the quote was not found when the link is wrong', async () => {
    const fetch = mockApi({});
    renderAt('/quote-preview/5?token=wrong');
    expect(screen.getByText('Loading quote preview...')).toBeInTheDocument();
    expect(await screen.findByText('Quote Not Found')).toBeInTheDocument();
    expect(screen.getByText("The quote you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/quote-preview/5')[0].url.searchParams.get('token')).toBe('wrong');
  });

  it('says the same without a token when nobody is signed in', async () => {
    const fetch = mockApi({ 'GET /api/quotes/5': () => Response.json({ message: 'Unauthorized' }, { status: 401 }) });
    renderAt('/quote-preview/5');
    expect(await screen.findByText('Quote Not Found')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/quote-preview/5')).toHaveLength(0);
  });

  it('shows the quote, its customer, items, total and what its status means', async () => {
    mockApi({ 'GET /api/quote-preview/5': () => Response.json(preview) });
    renderAt('/quote-preview/5?token=right');
    expect(await screen.findByRole('heading', { name: 'Quote Q-0005' })).toBeInTheDocument();
    expect(screen.getByText('Created Mar 05, 2024')).toBeInTheDocument();
    expect(screen.getByText('billing@acme.test')).toBeInTheDocument();
    expect(screen.getByText('Opening the pool for the season')).toBeInTheDocument();
    expect(screen.getByTestId('preview-total')).toHaveTextContent('$150.00');
    expect(screen.getByTestId('status-explanation')).toHaveTextContent('This quote is pending customer response.');
    expect(screen.getByRole('button', { name: 'Print Quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Window' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/quote-preview/5/pdf?token=right',
    );
  });
  it('lets the customer who came from the e-mail accept with their typed name, then shows the quote accepted', async () => {
    let answered = false;
    const accepted = { ...preview, quote: { ...preview.quote, status: 'accepted' as const, signerName: 'Dana' } };
    const fetch = mockApi({
      'GET /api/quote-preview/5': () => Response.json(answered ? accepted : preview),
      'POST /api/quote-preview/5/accept': () => {
        answered = true;
        return Response.json(accepted.quote);
      },
    });
    renderAt('/quote-preview/5?token=right');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByText(/By typing your name below/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText('Please type your name to accept')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/quote-preview/5/accept')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Your full name'), 'Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    const [call] = callsTo(fetch, 'POST /api/quote-preview/5/accept');
    expect(call.url.searchParams.get('token')).toBe('right');
    expect(call.body).toEqual({ signerName: 'Dana' });
  });

  it("shows the server's reason when the quote can no longer be answered, and no answer for the owner's preview", async () => {
    mockApi({
      'GET /api/quote-preview/5': () => Response.json(preview),
      'POST /api/quote-preview/5/decline': () => Response.json({ message: 'This quote has expired.' }, { status: 409 }),
    });
    renderAt('/quote-preview/5?token=right');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline Quote' }));
    expect(await screen.findByText('This quote has expired.')).toBeInTheDocument();
  });

  it('offers no answer to the owner previewing their own quote (no token in the link)', async () => {
    mockApi({
      'GET /api/quotes/5': () => Response.json({ ...preview.quote, previewToken: 'own' }),
      'GET /api/quote-preview/5': () => Response.json(preview),
    });
    renderAt('/quote-preview/5');
    expect(await screen.findByRole('heading', { name: 'Quote Q-0005' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
  it('offers the deposit of an accepted quote to the customer, and pays it by card on the same page', async () => {
    const accepted = {
      ...preview,
      quote: { ...preview.quote, status: 'accepted' as const, depositType: 'fixed' as const, depositValue: '50.00' },
    };
    const fetch = mockApi({
      'GET /api/quote-preview/5': () => Response.json(accepted),
      'GET /api/quote-preview/5/payment-options': () =>
        Response.json({
          payments: { enabled: true, mode: 'test', allowPartial: false, minimumPartial: '1.00' },
          depositDue: '50.00',
        }),
      'POST /api/quote-preview/5/pay-deposit': () =>
        Response.json({ status: 'succeeded', redirectUrl: '/payment-success?quote=5&payment_id=pay_1' }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/quote-preview/:id" element={<QuotePreviewPage />} />
        <Route path="/payment-success" element={<p>Success page</p>} />
      </Routes>,
      { route: '/quote-preview/5?token=right' },
    );
    expect(await screen.findByRole('heading', { name: 'Deposit due: $50.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Deposit for Quote Q-0005' });
    expect(within(dialog).getByText('Test mode: no real money moves')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Dana');
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    const [call] = callsTo(fetch, 'POST /api/quote-preview/5/pay-deposit');
    expect(call.url.searchParams.get('token')).toBe('right');
    expect(call.body).toMatchObject({ card: { cardNumber: '4242424242424242' } });
  });
});
