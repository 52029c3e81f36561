import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/account/preference-values';
import { activeLanguage, i18n, switchLanguage } from '@client/i18n/i18n';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { LandingPage } from './landing-page';
import { PublicFooter } from './public-footer';

const renderInApp = (ui: ReactNode) => renderWithProviders(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const renderFooter = () => renderInApp(<PublicFooter />);

afterEach(async () => {
  vi.unstubAllGlobals();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  await switchLanguage('en');
});

// Loading a language's messages the first time takes a moment on a busy machine.
describe('the public site in another language', { timeout: 20_000 }, () => {
  it('draws in Spanish once the language is switched', async () => {
    await switchLanguage('es');
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Producto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos del servicio' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
  });

  it('keeps the visitor’s choice in the cookie and switches the page to it', async () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'Français');
    expect(await screen.findByRole('heading', { name: 'Produit' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(activeLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('draws the landing page in Spanish', async () => {
    mockApi({});
    await switchLanguage('es');
    renderInApp(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Administre su negocio de servicios desde un solo lugar',
    );
    expect(screen.getByRole('heading', { name: 'Precios simples que crecen con usted' })).toBeInTheDocument();
    expect(screen.getByText(/Prueba gratuita de 45 días/)).toBeInTheDocument();
    expect(
      await screen.findByText('No pudimos cargar los planes en este momento.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
