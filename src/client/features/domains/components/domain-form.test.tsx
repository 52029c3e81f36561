import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages as m } from '@shared/storefronts/domain.schemas';
import { callsTo } from '../../../../test/mock-api';
import { preloadDomainForm } from './domain-form-dialog';
import { cleanUpDomains, domainFixture, domainsApi, renderDomains } from './domains-test-utils';

beforeAll(() => preloadDomainForm());
afterEach(cleanUpDomains);

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'New Domain' }));
  return screen.findByRole('dialog', { name: 'New Domain' });
}

describe('New Domain', { timeout: 20_000 }, () => {
  it('starts as a subdomain in #3b82f6, active; the custom domain field shows only for a custom domain', async () => {
    domainsApi([domainFixture(1)]);
    renderDomains();
    await openDialog();
    expect(screen.getByLabelText('Domain type')).toHaveValue('subdomain');
    expect(screen.getByLabelText('Primary color')).toHaveValue('#3b82f6');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByLabelText('Subdomain')).toBeInTheDocument();
    expect(screen.queryByLabelText('Custom domain')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Domain type'), 'custom');
    expect(screen.getByLabelText('Custom domain')).toBeInTheDocument();
    expect(screen.queryByLabelText('Subdomain')).toBeNull();
  });

  it("shows the specification's messages and sends nothing", async () => {
    const fetch = domainsApi([domainFixture(1)]);
    renderDomains();
    await openDialog();
    await userEvent.clear(screen.getByLabelText('Primary color'));
    await userEvent.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Domain' }));
    for (const message of [
      m.templateRequired,
      m.colorRequired,
      m.seoTitleRequired,
      m.seoDescriptionRequired,
      m.emailRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetch, 'POST /api/domains')).toHaveLength(0);
  });

  it('refuses a custom domain typed with https://', async () => {
    const fetch = domainsApi([domainFixture(1)]);
    renderDomains();
    await openDialog();
    await userEvent.selectOptions(screen.getByLabelText('Domain type'), 'custom');
    await fill({ 'Custom domain': 'https://www.greenline.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Domain' }));
    expect(await screen.findByText(m.domainScheme)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/domains')).toHaveLength(0);
  });

  it('creates the domain with the form as typed, and says so when that fails', async () => {
    let fail = false;
    const fetch = domainsApi(
      [domainFixture(1)],
      {},
      {
        'POST /api/domains': () =>
          fail
            ? Response.json({ message: 'Something went wrong' }, { status: 500 })
            : Response.json(domainFixture(9), { status: 201 }),
      },
    );
    renderDomains();
    await openDialog();
    await fill({ Subdomain: 'greenline' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Domain' }));
    await screen.findByText('Domain added');
    expect(callsTo(fetch, 'POST /api/domains')[0].body).toMatchObject({
      domainType: 'subdomain',
      subdomain: 'greenline',
      landingPageTemplate: '2',
      primaryColor: '#3b82f6',
      seoTitle: 'Greenline Lawn Care',
      contactEmail: 'hello@greenline.example',
      isActive: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fail = true;
    await openDialog();
    await fill({ Subdomain: 'greenline-two' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Domain' }));
    expect(await screen.findByText(m.createFailed)).toBeInTheDocument();
  });
});

/** Fills the required fields, then `fields` by label. */
async function fill(fields: Record<string, string>) {
  await userEvent.selectOptions(
    await screen.findByLabelText('Template'),
    await screen.findByRole('option', { name: 'Clear Water (pool-care)' }),
  );
  await userEvent.type(screen.getByLabelText('SEO title'), 'Greenline Lawn Care');
  await userEvent.type(screen.getByLabelText('SEO description'), 'Mowing in Springfield');
  await userEvent.type(screen.getByLabelText('Contact email'), 'hello@greenline.example');
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}
