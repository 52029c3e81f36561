import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@shared/storefronts/storefront.schemas';
import { callsTo } from '../../../../test/mock-api';
import { builderApi, cleanUpBuilder, configFixture, leadFixture, pageOf, renderBuilder } from './builder-test-utils';

afterEach(cleanUpBuilder);

const leadRows = () => screen.findAllByTestId('lead-row');

describe('Store Builder: Leads', { timeout: 20_000 }, () => {
  it('filters by status and pages, asking the server for each', async () => {
    const fetch = builderApi(configFixture(), {
      'GET /api/leads': ({ url }) =>
        url.searchParams.get('status') === 'lost'
          ? pageOf([])()
          : pageOf([leadFixture(1), leadFixture(2, { status: 'contacted' })], 12)(),
    });
    renderBuilder();
    const [first] = await leadRows();
    expect(first).toHaveTextContent('Lee 1 Park');
    expect(first).toHaveTextContent('lee1@example.com');
    expect(first).toHaveTextContent('Mar 05, 2026');
    expect(first).toHaveTextContent('Lawn MowingWeekly, please.');
    expect(screen.getByRole('combobox', { name: 'Status of Lee 2 Park' })).toHaveValue('contacted');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/leads').map((c) => c.url.search)).toContain('?limit=10&offset=10'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'lost');
    expect(await screen.findByText('No lost leads')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/leads').at(-1)?.url.search).toBe('?status=lost&limit=10&offset=0');
    await userEvent.click(screen.getByRole('button', { name: 'Show all leads' }));
    expect(await leadRows()).toHaveLength(2);
  });

  it('changes a lead’s status and reads the list again', async () => {
    let lead: Lead = leadFixture(1);
    const fetch = builderApi(configFixture(), {
      'GET /api/leads': () => pageOf([lead])(),
      'PATCH /api/leads/1': ({ body }) => {
        lead = { ...lead, ...(body as { status: Lead['status'] }) };
        return Response.json(lead);
      },
    });
    renderBuilder();
    await leadRows();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of Lee 1 Park' }), 'contacted');
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/leads/1')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH /api/leads/1')[0].body).toEqual({ status: 'contacted' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of Lee 1 Park' })).toHaveValue('contacted'),
    );
  });

  it('converts a lead to a customer in one click, then links to a new quote for that customer', async () => {
    let lead: Lead = leadFixture(1);
    const fetch = builderApi(configFixture(), {
      'GET /api/leads': () => pageOf([lead])(),
      'POST /api/leads/1/convert': () => {
        lead = { ...lead, status: 'converted', customerId: 42, convertedAt: '2026-03-06T10:00:00.000Z' };
        return Response.json({ lead, customerId: 42 });
      },
    });
    renderBuilder();
    await leadRows();
    await userEvent.click(screen.getByRole('button', { name: 'Convert Lee 1 Park to customer' }));
    const note = await screen.findByTestId('converted-note');
    expect(callsTo(fetch, 'POST /api/leads/1/convert')).toHaveLength(1);
    expect(within(note).getByText('Lee 1 Park is now one of your customers.')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Create quote for Lee 1 Park' })).toHaveAttribute(
      'href',
      '/quotes?new=1&customer=42',
    );
    // The row, read again, offers the quote instead of the conversion.
    const [row] = await leadRows();
    await waitFor(() =>
      expect(within(row).getByRole('link', { name: 'Create quote for Lee 1 Park' })).toBeInTheDocument(),
    );
    expect(within(row).queryByRole('button', { name: /^Convert/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'Create quote for Lee 1 Park' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/quotes?new=1&customer=42');
  });

  it("says 'Failed to convert lead' with the server's reason", async () => {
    builderApi(configFixture(), {
      'GET /api/leads': pageOf([leadFixture(1)]),
      'POST /api/leads/1/convert': () => Response.json({ message: 'Lead not found' }, { status: 404 }),
    });
    renderBuilder();
    await leadRows();
    await userEvent.click(screen.getByRole('button', { name: 'Convert Lee 1 Park to customer' }));
    const failure = (await screen.findByText('Failed to convert lead')).closest('[data-sonner-toast]');
    expect(failure).toHaveTextContent('Lead not found');
  });
});
