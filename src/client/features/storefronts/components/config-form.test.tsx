import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '@shared/storefronts/storefront.schemas';
import { callsTo } from '../../../../test/mock-api';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, openTab, renderBuilder } from './builder-test-utils';

beforeAll(preloadBuilderTabs);
afterEach(cleanUpBuilder);

const field = (label: string) => screen.getByLabelText(label);

describe('Store Builder: Configuration', { timeout: 20_000 }, () => {
  it("checks the form with the specification's messages and sends nothing while it is wrong", async () => {
    const fetch = builderApi(null);
    renderBuilder();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Storefront' }));
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.subdomainShort)).toBeInTheDocument();
    expect(field('Title')).toHaveFocus();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field('Title'), 'Greenline');
    await userEvent.type(field('Subdomain'), 'ab');
    await userEvent.type(field('Contact email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Storefront' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.subdomainShort)).toBeInTheDocument();
    expect(screen.queryByText(m.titleRequired)).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-config')).toHaveLength(0);
  });

  it('creates the storefront, stays on the form, then updates it keeping what the form does not edit', async () => {
    let saved = configFixture({ tierName: 'basic', customDomain: null, merchantSettings: {} });
    const fetch = builderApi(null, {
      'POST /api/landing-page-config': ({ body }) => {
        saved = { ...saved, ...(body as object), tierName: 'pro', customDomain: 'greenline.example' };
        return Response.json(saved, { status: 201 });
      },
      'PUT /api/landing-page-config/4': ({ body }) => Response.json({ ...saved, ...(body as object) }),
    });
    renderBuilder();
    expect(await screen.findByText(/Your page: .*\/landing\/your-name/)).toBeInTheDocument();
    await userEvent.type(field('Title'), 'Greenline Landscaping');
    await userEvent.type(field('Subdomain'), ' GreenLine ');
    expect(screen.getByText(`Your page: ${window.location.origin}/landing/greenline`)).toBeInTheDocument();
    await userEvent.type(field('Contact email'), 'hello@greenline.example');
    await userEvent.type(field('Industry'), 'Landscaping');
    fireEvent.input(field('Primary color'), { target: { value: '#0f766e' } });
    await userEvent.click(screen.getByLabelText('Active: visitors can see your storefront'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Storefront' }));

    await waitFor(() => expect(callsTo(fetch, 'POST /api/landing-page-config')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/landing-page-config')[0].body).toMatchObject({
      title: 'Greenline Landscaping',
      subdomain: 'greenline',
      contactEmail: 'hello@greenline.example',
      industry: 'Landscaping',
      primaryColor: '#0f766e',
      secondaryColor: '#1f2937',
      isActive: false,
      description: null,
      logoUrl: null,
    });
    expect(await screen.findByText('Storefront created')).toBeInTheDocument();
    // The same tab, now the update form, with the storefront's header actions.
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Configuration', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Preview/ })).toHaveAttribute('href', '/landing/greenline');
    expect(screen.getByTestId('config-tier')).toHaveTextContent('Storefront tier: Pro');

    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Greenline Gardens');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/landing-page-config/4')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/landing-page-config/4')[0].body).toMatchObject({
      title: 'Greenline Gardens',
      subdomain: 'greenline',
      tierName: 'pro',
      customDomain: 'greenline.example',
      merchantSettings: {},
    });
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-config')).toHaveLength(1);
  });

  it("puts the server's field messages under their fields and says 'Failed to save configuration'", async () => {
    builderApi(configFixture(), {
      'PUT /api/landing-page-config/4': () =>
        Response.json({ message: m.subdomainTaken, fields: { subdomain: m.subdomainTaken } }, { status: 409 }),
    });
    renderBuilder();
    const panel = within(await openTab('Configuration'));
    expect(await panel.findByLabelText('Title')).toHaveValue('Greenline Landscaping');
    expect(field('Primary color')).toHaveValue('#0f766e');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
    const subdomain = field('Subdomain');
    await waitFor(() => expect(subdomain).toHaveAttribute('aria-invalid', 'true'));
    expect(subdomain).toHaveAccessibleDescription(m.subdomainTaken);
    expect(subdomain).toHaveFocus();
  });

  it("says 'Failed to save configuration' when the server fails without a message", async () => {
    builderApi(configFixture(), {
      'PUT /api/landing-page-config/4': () => new Response('', { status: 502 }),
    });
    renderBuilder('/landing-page-builder?tab=configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
  });
});
