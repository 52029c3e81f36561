import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import { planDefinitions } from '@shared/marketing-site/plans';
import { JSON_LD_ID, softwareApplicationJsonLd, usePageMeta, type PageMetaInput } from './use-page-meta';

const plans: PlansResponse = {
  trialDays: 45,
  transactionFeePercent: '2.90',
  plans: planDefinitions.map(({ limits, ...plan }, i) => ({
    ...plan,
    userLimit: limits.users,
    price: ['29.00', '9.50', '129.00'][i],
  })),
};

const meta = (name: string) =>
  document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const jsonLd = () => document.head.querySelectorAll('script[type="application/ld+json"]');

const pricing: PageMetaInput = {
  title: 'Pricing',
  description: 'Simple plans.',
  keywords: ['pricing', 'plans'],
  path: '/pricing',
};

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('usePageMeta', () => {
  it('sets the title, description, keywords, social tags and canonical link', () => {
    renderHook(() => usePageMeta(pricing));
    const origin = window.location.origin;
    expect(document.title).toBe('Pricing | Crewdesk');
    expect(meta('description')).toBe('Simple plans.');
    expect(meta('keywords')).toBe('pricing, plans');
    expect(meta('og:title')).toBe('Pricing | Crewdesk');
    expect(meta('og:description')).toBe('Simple plans.');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe(`${origin}/pricing`);
    expect(meta('og:site_name')).toBe('Crewdesk');
    expect(meta('og:image')).toBe(`${origin}/social-card.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(canonical()).toBe(`${origin}/pricing`);
    expect(meta('robots')).toBeUndefined();
  });

  it('uses the bare title on the home page', () => {
    renderHook(() => usePageMeta({ ...pricing, title: 'Crewdesk: run your business', path: '/' }));
    expect(document.title).toBe('Crewdesk: run your business');
  });

  it('reuses the tags already in the head (written by the server) and updates them on change', () => {
    document.head.innerHTML =
      '<meta name="description" content="from the server"><link rel="canonical" href="http://x.test/old">';
    const { rerender } = renderHook((props: PageMetaInput) => usePageMeta(props), { initialProps: pricing });
    rerender({ ...pricing, title: 'Features', description: 'All of it.', path: '/features' });
    rerender({ ...pricing, title: 'Features', description: 'All of it.', path: '/features' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('description')).toBe('All of it.');
    expect(document.title).toBe('Features | Crewdesk');
    expect(canonical()).toBe(`${window.location.origin}/features`);
  });

  it('marks a page that must not be indexed', () => {
    const { rerender } = renderHook((props: PageMetaInput) => usePageMeta(props), {
      initialProps: { ...pricing, index: false } as PageMetaInput,
    });
    expect(meta('robots')).toBe('noindex');
    rerender(pricing);
    expect(meta('robots')).toBeUndefined();
  });

  it('writes the JSON-LD once, updates it and removes it on unmount', () => {
    const data = softwareApplicationJsonLd(plans);
    const { rerender, unmount } = renderHook((props: PageMetaInput) => usePageMeta(props), {
      initialProps: { ...pricing, path: '/', jsonLd: data },
    });
    rerender({ ...pricing, path: '/', jsonLd: { ...data } });
    expect(jsonLd()).toHaveLength(1);
    expect(JSON.parse(jsonLd()[0].textContent ?? '')).toEqual(data);
    rerender({ ...pricing, path: '/', jsonLd: { ...data, name: 'Other' } });
    expect(jsonLd()).toHaveLength(1);
    expect(JSON.parse(jsonLd()[0].textContent ?? '').name).toBe('Other');
    unmount();
    expect(jsonLd()).toHaveLength(0);
  });

  it("replaces the server's JSON-LD and drops it on a page that has none", () => {
    document.head.innerHTML = `<script type="application/ld+json" id="${JSON_LD_ID}" data-path="/">{}</script>`;
    const { unmount } = renderHook(() => usePageMeta({ ...pricing, path: '/' }));
    expect(jsonLd()).toHaveLength(1); // still loading the plans: the server's data stays
    unmount();
    renderHook(() => usePageMeta(pricing));
    expect(jsonLd()).toHaveLength(0);
  });
});

describe('softwareApplicationJsonLd', () => {
  it('describes the app with one monthly USD offer per plan and the lowest price in the aggregate', () => {
    const data = softwareApplicationJsonLd(plans, 'https://crewdesk.test/');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Crewdesk',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url: 'https://crewdesk.test/',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: '9.50', highPrice: '129.00', offerCount: 3 },
    });
    expect(data.offers.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Basic', '29.00', 'USD'],
      ['Pro', '9.50', 'USD'],
      ['Enterprise', '129.00', 'USD'],
    ]);
    expect(data.offers.offers[0].priceSpecification).toMatchObject({ price: '29.00', unitText: 'MONTH' });
  });
});
