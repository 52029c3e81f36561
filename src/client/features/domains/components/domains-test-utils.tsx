import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import type { Domain, LandingTemplate } from '@shared/storefronts/domain.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { DomainsPage } from './domains-page';

/** A domain as the API answers it; spread overrides for what the test is about. */
export function domainFixture(id: number, overrides: Partial<Domain> = {}): Domain {
  return {
    id,
    domain: `shop${id}`,
    domainType: 'subdomain',
    landingPageTemplate: 1,
    templateName: 'Green Lawn',
    primaryColor: '#3b82f6',
    logoUrl: null,
    customCss: null,
    seoTitle: 'Greenline',
    seoDescription: 'Lawns',
    contactEmail: 'hello@greenline.example',
    contactPhone: null,
    serviceAreas: null,
    isActive: true,
    status: 'active',
    dnsVerified: true,
    sslEnabled: true,
    setupFee: '29.00',
    monthlyFee: '9.00',
    host: `shop${id}.crewdesk.app`,
    url: `https://shop${id}.crewdesk.app/`,
    verification: null,
    lastCheckedAt: null,
    createdAt: '2026-03-05T18:00:00.000Z',
    activatedAt: '2026-03-05T18:10:00.000Z',
    ...overrides,
  };
}

export const templates: LandingTemplate[] = [
  { id: 1, name: 'Green Lawn', industry: 'landscaping', description: null },
  { id: 2, name: 'Clear Water', industry: 'pool-care', description: null },
];

const pageOf = (items: Domain[]) => () => Response.json(items, { headers: { 'X-Total-Count': String(items.length) } });

/** The screen's reads answered (`storefront` false: none yet); `extra` adds or replaces handlers. */
export function domainsApi(
  domains: Domain[],
  opts: { storefront?: boolean } = {},
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/landing-page-config': () => Response.json(opts.storefront === false ? null : { subdomain: 'greenline' }),
    'GET /api/domains': pageOf(domains),
    'GET /api/landing-templates': () => Response.json(templates),
    ...extra,
  });
}

export function renderDomains() {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, sampleOwner);
  client.setQueryData(['/api/company'], sampleCompany);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/domains']}>
          <DomainsPage />
        </MemoryRouter>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

export function cleanUpDomains() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
}
