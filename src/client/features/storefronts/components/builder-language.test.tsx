import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDialog } from '@client/components/ui/dialog';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, renderBuilder } from './builder-test-utils';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx); every tab's code.
beforeAll(() => Promise.all([loadMessageGroup('app'), preloadBuilderTabs(), preloadDialog()]));

afterEach(async () => {
  cleanUpBuilder();
  await switchLanguage('en');
});

describe('Store Builder in another language', { timeout: 20_000 }, () => {
  it('draws the tabs, the overview and its plurals in Spanish', async () => {
    await switchLanguage('es');
    builderApi(configFixture());
    renderBuilder();
    expect(await screen.findByRole('tab', { name: 'Resumen', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Estadísticas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Vista previa/ })).toBeInTheDocument();
    expect(screen.getByTestId('overview-status')).toHaveTextContent('ActivaNivel Pro');
    expect(screen.getByTestId('overview-products')).toHaveTextContent('12 de 50 productos');
    expect(await screen.findByTestId('overview-views')).toHaveTextContent('Últimos 7 días');
    expect(await screen.findByText('Aún no hay contactos')).toBeInTheDocument();
  });

  it('says an unlimited tier in French, in the singular for one product', async () => {
    await switchLanguage('fr');
    builderApi(configFixture({ productLimit: null, productCount: 1 }));
    renderBuilder();
    expect(await screen.findByTestId('overview-products')).toHaveTextContent('1 produit (sans limite)');
  });
});
