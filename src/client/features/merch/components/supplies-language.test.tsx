import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { renderSupplies, suppliesApi } from './supplies-test-utils';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await switchLanguage('en');
});

describe('Supplies & Merchandise in another language', { timeout: 20_000 }, () => {
  it('draws the buttons, the figures and the catalogue in Spanish', async () => {
    await switchLanguage('es');
    suppliesApi();
    renderSupplies();
    expect(screen.getByRole('button', { name: 'Herramienta de diseño' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Historial de pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carrito (0 artículos)' })).toBeInTheDocument();
    expect(screen.getByText('Pedidos totales')).toBeInTheDocument();
    expect(await screen.findByTestId('summary-Total Orders')).toHaveTextContent('12Pedidos pagados, no cancelados');
    expect(await screen.findByRole('list', { name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Ordenar por nombre');
    expect(screen.getAllByRole('button', { name: 'Agregar al carrito' }).length).toBeGreaterThan(0);
  });

  it('draws them in French', async () => {
    await switchLanguage('fr');
    suppliesApi();
    renderSupplies();
    expect(screen.getByRole('button', { name: 'Outil de conception' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Toutes les catégories');
  });
});
