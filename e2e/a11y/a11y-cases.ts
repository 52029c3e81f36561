import type { Locator, Page } from '@playwright/test';
import { blogPosts } from '../../src/shared/marketing-site/blog/posts';

/**
 * Every screen and every dialog (and menu) the accessibility check opens: a new screen or dialog is one line
 * here. `as` is who looks at it (one signed-in browser context each), `ready` what shows once its data is in.
 */

export type Who = 'guest' | 'owner' | 'admin';
export type Width = 'desktop' | 'phone';

/** What the test looks up once through the API, for addresses that name a record. */
export type Records = { portalToken: string; quoteId: number; quotePreviewToken: string };

export type Screen = {
  name: string;
  as: Who;
  path: string | ((r: Records) => string);
  ready: (page: Page) => Locator;
  /** Drawn by the server in the business's own colours, outside the app: one theme, whatever the visitor's. */
  oneTheme?: boolean;
};

export type DialogCase = {
  name: string;
  /** The screen (by name) it opens on. */
  on: string;
  /** The control that opens it, and where focus must be again once it is closed with Escape. */
  opener: (page: Page) => Locator;
  /** Steps after clicking the opener (a menu item, a button inside another dialog). */
  then?: (page: Page) => Promise<void>;
  /** The dialog, or menu, once open. */
  shows: (page: Page) => Locator;
  /** Only at one width (a control shown only there). */
  only?: Width;
  /** How it is closed, when not by Escape (a disclosure: its button again). */
  close?: (page: Page) => Promise<void>;
};

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });
const alert = (name: string | RegExp) => (page: Page) => page.getByRole('alertdialog', { name });
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first();
const menuItem = (name: string) => async (page: Page) => page.getByRole('menuitem', { name }).click();
const menu = (page: Page) => page.getByRole('menu');
/** The row-actions button of the first table row showing `text` (a status). */
const rowMenu = (text: string, label: RegExp) => (page: Page) =>
  page.locator('tr', { hasText: text }).first().getByRole('button', { name: label });

export const screens: Screen[] = [
  { name: 'landing', as: 'guest', path: '/', ready: heading(/Run your service business/) },
  { name: 'features', as: 'guest', path: '/features', ready: heading(/./) },
  { name: 'pricing', as: 'guest', path: '/pricing', ready: (p) => p.getByText('Most Popular').first() },
  { name: 'blog', as: 'guest', path: '/blog', ready: (p) => p.getByText('All Posts').first() },
  { name: 'blog post', as: 'guest', path: `/blog/${blogPosts[0].slug}`, ready: heading(blogPosts[0].title) },
  { name: 'storefronts', as: 'guest', path: '/customer-storefronts', ready: heading(/./) },
  { name: 'terms', as: 'guest', path: '/terms-of-service', ready: heading(/./) },
  { name: 'privacy', as: 'guest', path: '/privacy-policy', ready: heading(/./) },
  { name: 'sign in', as: 'guest', path: '/auth?tab=login', ready: (p) => p.getByLabel('Password') },
  { name: 'sign up', as: 'guest', path: '/auth?tab=register', ready: (p) => p.getByLabel('First name') },
  {
    name: 'reset password',
    as: 'guest',
    path: '/reset-password?token=not-a-token',
    ready: (p) => p.getByRole('heading', { name: 'Invalid Reset Link' }),
  },
  { name: 'not found', as: 'guest', path: '/no-such-page', ready: heading('404 Page Not Found') },
  {
    name: 'portal',
    as: 'guest',
    path: (r) => `/customer/${r.portalToken}`,
    ready: (p) => p.getByText('Recent Quotes'),
  },
  {
    name: 'quote preview (customer)',
    as: 'guest',
    path: (r) => `/quote-preview/${r.quoteId}?token=${r.quotePreviewToken}`,
    ready: (p) => p.getByRole('button', { name: /print/i }),
  },
  { name: 'dashboard', as: 'owner', path: '/', ready: (p) => p.getByText(/Welcome back to/) },
  {
    name: 'customers',
    as: 'owner',
    path: '/customers',
    ready: (p) => p.getByRole('button', { name: /^Actions for/ }).first(),
  },
  {
    name: 'invoices',
    as: 'owner',
    path: '/invoices',
    ready: (p) => p.getByRole('button', { name: /^View invoice/ }).first(),
  },
  {
    name: 'quotes',
    as: 'owner',
    path: '/quotes',
    ready: (p) => p.getByRole('button', { name: /^Actions for quote/ }).first(),
  },
  { name: 'company', as: 'owner', path: '/company', ready: (p) => p.getByRole('button', { name: /^Edit / }).first() },
  {
    name: 'quote preview (owner)',
    as: 'owner',
    path: (r) => `/quote-preview/${r.quoteId}`,
    ready: (p) => p.getByRole('button', { name: /print/i }),
  },
  {
    name: 'scheduling',
    as: 'owner',
    path: '/scheduling',
    // The week's (or on a phone the day's) buttons, once the settings have given the business's zone.
    ready: (p) => p.getByRole('button', { name: 'Today', exact: true }),
  },
  {
    name: "today's schedule (owner)",
    as: 'owner',
    path: '/scheduling?tab=today',
    ready: (p) => p.getByRole('tab', { name: "Today's Schedule", selected: true }),
  },
  { name: 'marketing', as: 'owner', path: '/marketing', ready: (p) => p.getByRole('button', { name: 'New Campaign' }) },
  {
    name: 'supplies',
    as: 'owner',
    path: '/supplies',
    ready: (p) => p.getByRole('button', { name: 'Add to Cart' }).first(),
  },
  {
    name: 'subscribe',
    as: 'owner',
    path: '/subscribe',
    ready: (p) => p.getByRole('button', { name: 'Subscribe Now' }),
  },
  {
    name: 'store builder',
    as: 'owner',
    path: '/landing-page-builder',
    // The Configuration form before the storefront exists; its header's actions once it does (the demo has one).
    ready: (p) => p.getByRole('button', { name: /Create Storefront|Copy public URL/ }),
  },
  { name: 'domains', as: 'owner', path: '/domains', ready: heading('Domain Manager') },
  // The demo's storefront: products with a cart, Book a Visit and the request form, drawn by the server.
  { name: 'storefront page', as: 'guest', path: '/landing/greenline', ready: heading(/./), oneTheme: true },
  {
    name: 'not built yet (owner)',
    as: 'owner',
    path: '/no-such-screen',
    ready: heading('404 Page Not Found'),
  },
  { name: 'admin dashboard', as: 'admin', path: '/', ready: heading('Admin Dashboard') },
  { name: 'admin inbox', as: 'admin', path: '/admin/inbox', ready: (p) => p.getByRole('tab').first() },
  {
    name: 'admin coupons',
    as: 'admin',
    path: '/admin/coupons',
    ready: (p) => p.getByRole('row', { name: /LAUNCH20/ }),
  },
  { name: 'admin orders', as: 'admin', path: '/admin/orders', ready: heading('Merchandise Orders') },
  {
    name: 'admin outbox',
    as: 'admin',
    path: '/admin/outbox',
    ready: (p) => p.getByText('Confirm your e-mail address').first(),
  },
];

export const dialogs: DialogCase[] = [
  { name: 'product tour', on: 'landing', opener: button('Watch Demo'), shows: dialog('Product tour') },
  {
    name: 'public menu',
    on: 'landing',
    only: 'phone',
    opener: (p) => p.locator('header').getByRole('button', { name: /(Open|Close) menu/ }),
    shows: (p) => p.locator('header'),
    close: async (p) => p.getByRole('button', { name: 'Close menu' }).click(),
  },
  {
    name: 'forgot password',
    on: 'sign in',
    opener: button('Forgot your password?'),
    shows: dialog('Reset Your Password'),
  },
  { name: 'new appointment', on: 'scheduling', opener: button('New Appointment'), shows: dialog('New Appointment') },
  { name: 'portal invoice', on: 'portal', opener: button(/^View invoice/), shows: dialog(/^Invoice /) },
  { name: 'portal quote', on: 'portal', opener: button(/^View quote/), shows: dialog(/^Quote /) },
  { name: 'portal accept', on: 'portal', opener: button(/^Accept quote/), shows: dialog(/^Accept Quote/) },
  { name: 'portal decline', on: 'portal', opener: button(/^Decline quote/), shows: dialog(/^Decline Quote/) },
  {
    name: 'portal accept, from the quote',
    on: 'portal',
    opener: button(/^View quote/),
    then: async (p) =>
      p
        .getByRole('dialog')
        .getByRole('button', { name: /^Accept quote/ })
        .click(),
    shows: dialog(/^Accept Quote/),
  },
  { name: 'profile menu', on: 'dashboard', opener: button(/profile menu/i), shows: menu },
  {
    name: 'app menu',
    on: 'dashboard',
    only: 'phone',
    opener: (p) => p.getByRole('button', { name: /(Open|Close) menu/ }),
    shows: (p) => p.getByRole('navigation', { name: 'Mobile' }),
    close: async (p) => p.getByRole('button', { name: 'Close menu' }).click(),
  },
  { name: 'notifications', on: 'dashboard', opener: button(/^Notifications/), shows: menu },
  { name: 'add customer', on: 'customers', opener: button('Add Customer'), shows: dialog('Add Customer') },
  { name: 'import customers', on: 'customers', opener: button('Import'), shows: dialog('Import Customers') },
  { name: 'customer menu', on: 'customers', opener: button(/^Actions for/), shows: menu },
  {
    name: 'edit customer',
    on: 'customers',
    opener: button(/^Actions for/),
    then: menuItem('Edit Customer'),
    shows: dialog('Edit Customer'),
  },
  {
    name: 'new portal link',
    on: 'customers',
    opener: button(/^Actions for/),
    then: menuItem('New portal link'),
    shows: alert('Create a new portal link?'),
  },
  {
    name: 'delete customer',
    on: 'customers',
    opener: button(/^Actions for/),
    then: menuItem('Delete Customer'),
    shows: alert('Delete Customer'),
  },
  { name: 'create invoice', on: 'invoices', opener: button('Create Invoice'), shows: dialog('Create Invoice') },
  { name: 'invoice details', on: 'invoices', opener: button(/^View invoice/), shows: dialog(/^Invoice /) },
  {
    name: 'edit invoice, from its details',
    on: 'invoices',
    opener: (p) =>
      p
        .locator('tr', { hasText: 'Draft' })
        .first()
        .getByRole('button', { name: /^View invoice/ }),
    then: async (p) => p.getByRole('dialog').getByRole('button', { name: 'Edit' }).click(),
    shows: dialog(/^Edit Invoice/),
  },
  { name: 'new quote', on: 'quotes', opener: button('New Quote'), shows: dialog('New Quote') },
  { name: 'quote menu', on: 'quotes', opener: button(/^Actions for quote/), shows: menu },
  {
    name: 'edit quote',
    on: 'quotes',
    opener: rowMenu('Draft', /^Actions for quote/),
    then: menuItem('Edit Quote'),
    shows: dialog(/^Edit Quote/),
  },
  {
    name: 'delete quote',
    on: 'quotes',
    opener: button(/^Actions for quote/),
    then: menuItem('Delete Quote'),
    shows: alert('Delete Quote'),
  },
  { name: 'add service', on: 'company', opener: button('Add Service'), shows: dialog('Add Service') },
  { name: 'edit service', on: 'company', opener: button(/^Edit /), shows: dialog('Edit Service') },
  { name: 'admin more links', on: 'admin dashboard', only: 'desktop', opener: button('More'), shows: menu },
  { name: 'outbox message', on: 'admin outbox', opener: button(/Confirm your e-mail address/), shows: dialog(/./) },
];
