import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { PublicHeader } from './public-header';

describe('PublicHeader', () => {
  it('folds the links into a menu that the keyboard opens and Escape closes', async () => {
    renderWithProviders(<PublicHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('links to the public pages and to sign-in and sign-up', () => {
    renderWithProviders(<PublicHeader />);
    expect(screen.getAllByRole('link', { name: 'Pricing' })[0]).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/auth?tab=login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=register');
  });
});
