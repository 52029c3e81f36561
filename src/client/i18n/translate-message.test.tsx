import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerMessages } from '@shared/customers/customers.schemas';
import { CustomerForm } from '@client/features/customers/components/customer-form';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { i18n, loadMessageGroup, switchLanguage } from './i18n';
import { translateMessage } from './translate-message';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const renderForm = () =>
  renderWithProviders(
    <I18nProvider i18n={i18n}>
      <CustomerForm onSaved={() => {}} />
      <Toaster />
    </I18nProvider>,
  );

describe('messages of the shared schemas and of the server, in the language shown', { timeout: 20_000 }, () => {
  it("shows a zod message and the server's English answer in Spanish", async () => {
    const fetch = mockApi({
      'POST /api/customers': () =>
        Response.json(
          { message: customerMessages.emailExists, fields: { email: customerMessages.emailExists } },
          { status: 400 },
        ),
    });
    await switchLanguage('es');
    renderForm();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Agregar cliente' });

    // The schema's own check: 'Name is required', then a message with a number in it.
    await user.click(add);
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'x'.repeat(121));
    await user.click(add);
    expect(await screen.findByText('Debe tener como máximo 120 caracteres')).toBeInTheDocument();

    // The server's 400: under its field and in the failure toast.
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Dana Pool Co');
    await user.type(screen.getByLabelText('Correo electrónico'), 'dana@example.com');
    await user.click(add);
    const translated = 'Ya existe un cliente con este correo electrónico';
    expect((await screen.findAllByText(translated)).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(customerMessages.emailExists)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
  });

  it('answers English texts in English, an unknown text as it is, and a text with values through its pattern', async () => {
    expect(translateMessage(customerMessages.emailExists)).toBe(customerMessages.emailExists);
    await switchLanguage('fr');
    expect(translateMessage('Coupon SPRING10 applied')).toBe('Coupon SPRING10 appliqué');
    expect(translateMessage('Your free trial ends in 1 day. Choose a plan to keep everything running.')).toBe(
      'Votre essai gratuit se termine dans 1 jour. Choisissez une offre pour que tout continue de fonctionner.',
    );
    expect(translateMessage('Your free trial ends in 5 days. Choose a plan to keep everything running.')).toBe(
      'Votre essai gratuit se termine dans 5 jours. Choisissez une offre pour que tout continue de fonctionner.',
    );
    expect(translateMessage('Déjà traduit')).toBe('Déjà traduit');
    expect(translateMessage(undefined)).toBeUndefined();
  });
});
