import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import { blogPosts } from '@shared/marketing-site/blog/posts';
import { BlogPage } from './blog-page';

afterEach(() => vi.unstubAllGlobals());

describe('BlogPage', () => {
  it('filters the articles by the chosen category chip', async () => {
    renderWithProviders(<BlogPage />, { route: '/blog' });
    const articles = () =>
      within(screen.getByRole('region', { name: /Latest articles|Invoicing/ })).getAllByRole('article');
    expect(articles()).toHaveLength(blogPosts.length - 1);
    await userEvent.click(screen.getByRole('button', { name: 'Invoicing' }));
    expect(screen.getByRole('button', { name: 'Invoicing' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'false');
    expect(articles()).toHaveLength(blogPosts.filter((p) => p.category === 'Invoicing').length);
  });

  it('starts on the category named in the URL', () => {
    renderWithProviders(<BlogPage />, { route: '/blog?category=Pricing' });
    expect(screen.getByRole('button', { name: 'Pricing' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('validates the newsletter address, then shows the server message and clears the field', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Thanks for subscribing!' }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<BlogPage />, { route: '/blog' });
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The first check loads the validation code (a chunk of its own in the app): more than a moment in a busy run.
    expect(await screen.findByText('Please enter a valid email address', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(fetch).toHaveBeenCalledWith('/api/newsletter-subscriptions', expect.objectContaining({ method: 'POST' }));
  });
});
