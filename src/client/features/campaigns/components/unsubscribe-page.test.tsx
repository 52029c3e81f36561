import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import es from '../messages/es.json';
import { UnsubscribePage } from './unsubscribe-page';

// The page's messages, as the app loads them with its route (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const token = 'tok_abcdefghijklmnopqrstuv';
const base = `/api/unsubscribe/${token}`;
const status = { companyName: 'Greenline Landscaping', email: 'ana@example.com', unsubscribed: false, language: 'en' };

const renderPage = (path = token) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
      </Routes>
      <Toaster />
    </>,
    { route: `/unsubscribe/${path}` },
  );

describe('Unsubscribe page', () => {
  it('names the business and the address, unsubscribes, and resubscribes as often as asked', async () => {
    const fetch = mockApi({
      [`GET ${base}`]: () => Response.json(status),
      [`POST ${base}`]: () => Response.json({ ...status, unsubscribed: true }),
      [`POST ${base}/undo`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from Greenline Landscaping' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/will no longer get campaign e-mails from Greenline Landscaping/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText('You are subscribed again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText('You are subscribed again.')).toBeInTheDocument();
    expect(callsTo(fetch, `POST ${base}`)).toHaveLength(2);
    expect(callsTo(fetch, `POST ${base}/undo`)).toHaveLength(2);
  });

  it("is in the business's language, as its e-mail was", async () => {
    mockApi({ [`GET ${base}`]: () => Response.json({ ...status, language: 'es' }) });
    renderPage();
    expect(await screen.findByRole('button', { name: es['campaigns.unsubscribe.button'] })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('opens on the confirmation for an address already unsubscribed', async () => {
    mockApi({ [`GET ${base}`]: () => Response.json({ ...status, unsubscribed: true }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
  });

  it('says an unknown link is not valid, and offers nothing to press', async () => {
    mockApi({});
    renderPage('tok_unknownunknownunknown');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
