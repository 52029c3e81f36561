import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { connectedAccountMessages, type ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { accountFixture } from '../payment-fixtures';
import { preloadConnectForm } from './connect-account-dialog';
import { PaymentSetupPage } from './payment-setup-page';

// The app starts loading the form when the pointer reaches the button that opens it: so do these tests, once.
beforeAll(preloadConnectForm);

afterEach(() => vi.unstubAllGlobals());

/** The screen's reads, and `extra` routes (the test's POSTs). */
function api(mode: 'test' | 'stripe', accounts: ConnectedAccount[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/payments/mode': () => Response.json({ mode }),
    'GET /api/connected-accounts': () => Response.json(accounts),
    'GET /api/billing-settings': () => Response.json({ paymentRemindersEnabled: true, allowPartialPayments: false }),
    'GET /api/platform-transactions': () => Response.json([]),
    ...extra,
  });
}

/** Stands in for the browser leaving for Stripe: jsdom cannot navigate. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const renderPage = (route = '/payment-setup') =>
  renderWithProviders(
    <>
      <PaymentSetupPage />
      <Toaster />
    </>,
    { route },
  );

/** The toast whose text includes `text` (sonner's toasts outlive a test: the title alone is not enough). */
const toastSaying = async (text: string) =>
  (await screen.findByText(text, { selector: '[data-sonner-toast] *' })).closest('[data-sonner-toast]');

const headerButton = () => screen.queryByRole('button', { name: 'Connect Stripe account' });

async function openForm() {
  const user = userEvent.setup();
  await screen.findByText('No payment account connected');
  await user.click(screen.getAllByRole('button', { name: 'Connect Stripe account' })[0]);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Connect Stripe account' }) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Business name'), 'Greenline Landscaping');
  await user.selectOptions(within(dialog).getByLabelText('Business type'), 'Company');
  await user.type(within(dialog).getByLabelText('Tax ID (optional)'), '12-3456789');
}

describe('PaymentSetupPage', () => {
  it('connects in test mode from the empty state: the verified account appears and the form closes', async () => {
    const connected = accountFixture();
    const fetch = api('test', [], {
      'POST /api/connected-accounts': () => Response.json({ account: connected, onboardingUrl: null }, { status: 201 }),
    });
    const assign = stubNavigation();
    renderPage();

    expect(await screen.findByText(TEST_MODE_LABEL)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Connect Stripe account' })).toHaveLength(2); // header and empty state
    const { user, dialog } = await openForm();
    // Stripe is the one processor offered, chosen already.
    const processor = within(dialog).getByLabelText<HTMLSelectElement>('Payment processor');
    expect([...processor.options].map((o) => o.text)).toEqual(['Stripe']);
    expect(within(dialog).getByText(TEST_MODE_LABEL)).toBeInTheDocument();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));

    const account = await screen.findByRole('article', { name: 'Greenline Landscaping' });
    expect(within(account).getByText('Verified')).toBeInTheDocument();
    expect(within(account).getByText('•••••6789')).toBeInTheDocument();
    expect(within(account).getByText('2.90%')).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: /Finish setup/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headerButton()).not.toBeInTheDocument();
    expect(screen.queryByText('No payment account connected')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/connected-accounts').map((c) => c.body)).toEqual([
      { processor: 'stripe', businessName: 'Greenline Landscaping', businessType: 'company', taxId: '123456789' },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Setup Failed' with the server's message when it refuses, and keeps the form open", async () => {
    api('test', [], {
      'POST /api/connected-accounts': () =>
        Response.json(
          { message: connectedAccountMessages.stripeOnly, fields: { processor: connectedAccountMessages.stripeOnly } },
          { status: 400 },
        ),
    });
    renderPage();
    const { user, dialog } = await openForm();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));

    expect(await toastSaying(connectedAccountMessages.stripeOnly)).toHaveTextContent(
      connectedAccountMessages.setupFailed,
    );
    // The server's field message shows under its field too.
    expect(within(dialog).getByText(connectedAccountMessages.stripeOnly)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Payment processor')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Setup Failed' with the fallback text when the answer carries no message", async () => {
    api('test', [], { 'POST /api/connected-accounts': () => new Response('', { status: 502 }) });
    renderPage();
    const { user, dialog } = await openForm();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));
    expect(await toastSaying(connectedAccountMessages.setupFailedFallback)).toHaveTextContent(
      connectedAccountMessages.setupFailed,
    );
  });

  it('shows the account the server already has when it answers that one is connected', async () => {
    let accounts: ConnectedAccount[] = [];
    mockApi({
      'GET /api/payments/mode': () => Response.json({ mode: 'test' }),
      'GET /api/connected-accounts': () => Response.json(accounts),
      'POST /api/connected-accounts': () => {
        // Connected meanwhile, from another tab.
        accounts = [accountFixture({ businessName: 'Connected Elsewhere' })];
        return Response.json({ message: connectedAccountMessages.alreadyConnected }, { status: 409 });
      },
    });
    renderPage();
    const { user, dialog } = await openForm();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));
    expect(await toastSaying(connectedAccountMessages.alreadyConnected)).toHaveTextContent(
      connectedAccountMessages.setupFailed,
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('article', { name: 'Connected Elsewhere' })).toBeInTheDocument();
    expect(headerButton()).not.toBeInTheDocument();
  });

  it('says which required fields are missing, focuses the first, and sends nothing', async () => {
    const fetch = api('test', []);
    renderPage();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Tax ID (optional)'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));

    expect(await within(dialog).findByText(connectedAccountMessages.businessNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(connectedAccountMessages.businessTypeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(connectedAccountMessages.taxIdInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Business name')).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/connected-accounts')).toEqual([]);
  });

  it("goes to Stripe's onboarding when the server answers a link, and says nothing of test mode", async () => {
    const pending = accountFixture({ status: 'pending', verifiedAt: null, requirementsStatus: 'currently_due' });
    api('stripe', [], {
      'POST /api/connected-accounts': () =>
        Response.json({ account: pending, onboardingUrl: 'https://connect.stripe.test/setup/abc' }, { status: 201 }),
    });
    const assign = stubNavigation();
    renderPage();
    const { user, dialog } = await openForm();
    expect(within(dialog).getByText("You will finish on Stripe's site, then come back here.")).toBeInTheDocument();
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(screen.queryByText(TEST_MODE_LABEL)).not.toBeInTheDocument();
  });

  it("sends a pending account's owner back to Stripe with a fresh link from Finish setup", async () => {
    const fetch = api('stripe', [accountFixture({ status: 'pending', verifiedAt: null, taxIdLast4: null })], {
      'POST /api/connected-accounts/7/onboarding-link': () => Response.json({ url: 'https://connect.stripe.test/s/7' }),
    });
    const assign = stubNavigation();
    renderPage();

    const account = await screen.findByRole('article', { name: 'Greenline Landscaping' });
    expect(within(account).getByText('Pending verification')).toBeInTheDocument();
    expect(within(account).getByText('Not given')).toBeInTheDocument();
    expect(headerButton()).not.toBeInTheDocument();
    await userEvent.click(within(account).getByRole('button', { name: 'Finish setup' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/s/7'));
    expect(callsTo(fetch, 'POST /api/connected-accounts/7/onboarding-link')).toHaveLength(1);
  });

  it('asks Stripe for a fresh onboarding link at once when Stripe sends the owner back with refresh=1', async () => {
    const fetch = api('stripe', [accountFixture({ status: 'pending', verifiedAt: null })], {
      'POST /api/connected-accounts/7/onboarding-link': () => Response.json({ url: 'https://connect.stripe.test/s/8' }),
    });
    const assign = stubNavigation();
    renderPage('/payment-setup?refresh=1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/s/8'));
    expect(callsTo(fetch, 'POST /api/connected-accounts/7/onboarding-link')).toHaveLength(1);
  });

  it('says a restricted account needs more information for Stripe, with Finish setup', async () => {
    api('stripe', [accountFixture({ status: 'restricted', verifiedAt: null })]);
    renderPage();
    const account = await screen.findByRole('article', { name: 'Greenline Landscaping' });
    expect(within(account).getByText('Restricted')).toBeInTheDocument();
    expect(
      within(account).getByText('Stripe needs more information before this account can take payments.'),
    ).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Finish setup' })).toBeInTheDocument();
  });
});
