import {
  BarChart3,
  CalendarCheck,
  CreditCard,
  FileSignature,
  FileText,
  Megaphone,
  ShoppingBag,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { useT } from '@client/i18n/use-t';

export type ProductFeature = { icon: LucideIcon; title: string; text: string; benefits: string[] };

/** The nine features of /features, each with what it does for the owner. */
export const productFeatures = (t: ReturnType<typeof useT>): ProductFeature[] => [
  {
    icon: FileText,
    title: t('marketing-site.features.invoicingTitle'),
    text: t('marketing-site.features.invoicingText'),
    benefits: [
      t('marketing-site.features.invoicing1'),
      t('marketing-site.features.invoicing2'),
      t('marketing-site.features.invoicing3'),
    ],
  },
  {
    icon: FileSignature,
    title: t('marketing-site.features.quotesTitle'),
    text: t('marketing-site.features.quotesText'),
    benefits: [
      t('marketing-site.features.quotes1'),
      t('marketing-site.features.quotes2'),
      t('marketing-site.features.quotes3'),
    ],
  },
  {
    icon: Users,
    title: t('marketing-site.features.customersTitle'),
    text: t('marketing-site.features.customersText'),
    benefits: [
      t('marketing-site.features.customers1'),
      t('marketing-site.features.customers2'),
      t('marketing-site.features.customers3'),
    ],
  },
  {
    icon: CreditCard,
    title: t('marketing-site.features.paymentsTitle'),
    text: t('marketing-site.features.paymentsText'),
    benefits: [
      t('marketing-site.features.payments1'),
      t('marketing-site.features.payments2'),
      t('marketing-site.features.payments3'),
    ],
  },
  {
    icon: CalendarCheck,
    title: t('marketing-site.features.schedulingTitle'),
    text: t('marketing-site.features.schedulingText'),
    benefits: [
      t('marketing-site.features.scheduling1'),
      t('marketing-site.features.scheduling2'),
      t('marketing-site.features.scheduling3'),
    ],
  },
  {
    icon: Megaphone,
    title: t('marketing-site.features.campaignsTitle'),
    text: t('marketing-site.features.campaignsText'),
    benefits: [
      t('marketing-site.features.campaigns1'),
      t('marketing-site.features.campaigns2'),
      t('marketing-site.features.campaigns3'),
    ],
  },
  {
    icon: Store,
    title: t('marketing-site.features.storefrontsTitle'),
    text: t('marketing-site.features.storefrontsText'),
    benefits: [
      t('marketing-site.features.storefronts1'),
      t('marketing-site.features.storefronts2'),
      t('marketing-site.features.storefronts3'),
    ],
  },
  {
    icon: ShoppingBag,
    title: t('marketing-site.features.merchTitle'),
    text: t('marketing-site.features.merchText'),
    benefits: [
      t('marketing-site.features.merch1'),
      t('marketing-site.features.merch2'),
      t('marketing-site.features.merch3'),
    ],
  },
  {
    icon: BarChart3,
    title: t('marketing-site.features.analyticsTitle'),
    text: t('marketing-site.features.analyticsText'),
    benefits: [
      t('marketing-site.features.analytics1'),
      t('marketing-site.features.analytics2'),
      t('marketing-site.features.analytics3'),
    ],
  },
];
