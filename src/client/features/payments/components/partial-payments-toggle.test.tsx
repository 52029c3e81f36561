import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyBillingSettings } from '@shared/invoices/invoices.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { PartialPaymentsToggle } from './partial-payments-toggle';

afterEach(() => vi.unstubAllGlobals());

describe('PartialPaymentsToggle', () => {
  it('sends only the partial-payments setting and shows what the server kept', async () => {
    let settings: CompanyBillingSettings = { paymentRemindersEnabled: true, allowPartialPayments: false };
    const fetch = mockApi({
      'GET /api/billing-settings': () => Response.json(settings),
      'PUT /api/billing-settings': ({ body }) => {
        settings = { ...settings, ...(body as Partial<CompanyBillingSettings>) };
        return Response.json(settings);
      },
    });
    renderWithProviders(<PartialPaymentsToggle />);

    const box = screen.getByRole('checkbox', { name: 'Accept partial payments' });
    expect(box).toHaveAccessibleDescription(
      "Customers may then pay part of an invoice's balance online, at least $1.00.",
    );
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    await userEvent.click(box);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    // A partial body: the reminders setting is the invoices screen's, left as it is.
    expect(callsTo(fetch, 'PUT /api/billing-settings').map((c) => c.body)).toEqual([{ allowPartialPayments: true }]);
  });

  it('goes back to what the server has when the change is refused', async () => {
    mockApi({
      'GET /api/billing-settings': () => Response.json({ paymentRemindersEnabled: false, allowPartialPayments: true }),
      'PUT /api/billing-settings': () => Response.json({ message: 'Something went wrong' }, { status: 500 }),
    });
    renderWithProviders(<PartialPaymentsToggle />);
    const box = screen.getByRole('checkbox', { name: 'Accept partial payments' });
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});
