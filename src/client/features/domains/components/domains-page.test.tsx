import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontMessages } from '@shared/storefronts/storefront.schemas';
import { domainMessages as m } from '@shared/storefronts/domain.schemas';
import { callsTo } from '../../../../test/mock-api';
import { cleanUpDomains, domainFixture, domainsApi, renderDomains } from './domains-test-utils';

afterEach(cleanUpDomains);

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest<HTMLElement>('[data-testid="domain-card"]')!);

describe('Domain Manager', { timeout: 20_000 }, () => {
  it('shows Active only when active, verified and on HTTPS; Pending Setup while unpaid; Inactive otherwise', async () => {
    domainsApi([
      domainFixture(1),
      domainFixture(2, { status: 'pending' }),
      domainFixture(3, { sslEnabled: false }),
      domainFixture(4, { status: 'suspended' }),
    ]);
    renderDomains();
    expect(screen.getByRole('heading', { level: 1, name: 'Domain Manager' })).toBeInTheDocument();
    const expected = [
      ['shop1.crewdesk.app', 'Active', true],
      ['shop2.crewdesk.app', 'Pending Setup', false],
      ['shop3.crewdesk.app', 'Inactive', true],
      ['shop4.crewdesk.app', 'Inactive', false],
    ] as const;
    for (const [name, status, viewable] of expected) {
      const card = await cardOf(name);
      expect(card.getByText(status), name).toBeInTheDocument();
      const view = card.getByRole('button', { name: /^View/ });
      if (viewable) expect(view, name).toBeEnabled();
      else expect(view, name).toBeDisabled();
    }
    const pending = await cardOf('shop2.crewdesk.app');
    expect(pending.getByRole('link', { name: 'Complete setup' })).toHaveAttribute('href', '/checkout/domain/shop2');
    expect((await cardOf('shop1.crewdesk.app')).queryByRole('link', { name: 'Complete setup' })).toBeNull();
    expect((await cardOf('shop1.crewdesk.app')).getByText('$29.00')).toBeInTheDocument();
  });

  it('opens an active domain in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    domainsApi([domainFixture(1)]);
    renderDomains();
    await userEvent.click((await cardOf('shop1.crewdesk.app')).getByRole('button', { name: /^View/ }));
    expect(open).toHaveBeenCalledWith('https://shop1.crewdesk.app/', '_blank', 'noopener');
  });

  it('shows a subdomain without ROOT_DOMAIN as its label with the storefront address', async () => {
    domainsApi([domainFixture(1, { host: null, url: 'http://localhost/landing/greenline' })]);
    renderDomains();
    const card = await cardOf('shop1');
    expect(card.getByText('http://localhost/landing/greenline')).toBeInTheDocument();
  });

  it('switches a domain off, and says so when that fails', async () => {
    const fetch = domainsApi(
      [domainFixture(1), domainFixture(2)],
      {},
      {
        'PATCH /api/domains/1': () => Response.json(domainFixture(1, { isActive: false })),
        'PATCH /api/domains/2': () => Response.json({ message: 'Something went wrong' }, { status: 500 }),
      },
    );
    renderDomains();
    await userEvent.click(await screen.findByRole('switch', { name: 'shop1.crewdesk.app switched on' }));
    expect(callsTo(fetch, 'PATCH /api/domains/1')[0].body).toEqual({ isActive: false });
    await userEvent.click(screen.getByRole('switch', { name: 'shop2.crewdesk.app switched on' }));
    expect(await screen.findByText(m.updateFailed)).toBeInTheDocument();
  });

  it('shows an unverified custom domain its TXT record, and checks it with Verify', async () => {
    const record = { name: '_crewdesk.www.greenline.example', value: 'crewdesk-verify=abc123' };
    const custom = domainFixture(5, {
      domain: 'www.greenline.example',
      domainType: 'custom',
      host: 'www.greenline.example',
      url: 'https://www.greenline.example/',
      dnsVerified: false,
      status: 'pending',
      verification: record,
    });
    const fetch = domainsApi(
      [custom],
      {},
      {
        'POST /api/domains/5/verify': () =>
          Response.json({ domain: custom, found: false, message: m.recordMissing(record.name, record.value) }),
      },
    );
    const user = userEvent.setup();
    renderDomains();
    const card = await cardOf('www.greenline.example');
    expect(card.getByText(record.name)).toBeInTheDocument();
    expect(card.getByText(record.value)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Copy value' }));
    expect(await navigator.clipboard.readText()).toBe(record.value);
    await user.click(card.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(m.recordMissing(record.name, record.value))).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/domains/5/verify')).toHaveLength(1);
  });

  it('says when there are no domains yet', async () => {
    domainsApi([]);
    renderDomains();
    expect(await screen.findByRole('heading', { name: 'No domains yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Domain' }).length).toBeGreaterThan(0);
  });

  it('asks for the storefront first when there is none', async () => {
    const fetch = domainsApi([], { storefront: false });
    renderDomains();
    expect(await screen.findByRole('heading', { name: storefrontMessages.configMissing })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your storefront' })).toHaveAttribute(
      'href',
      '/landing-page-builder?tab=configuration',
    );
    expect(screen.queryByRole('button', { name: 'New Domain' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/domains')).toHaveLength(0);
  });
});
