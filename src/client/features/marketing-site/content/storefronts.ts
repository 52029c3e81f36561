import {
  BarChart3,
  Car,
  CreditCard,
  Globe,
  Inbox,
  LayoutTemplate,
  Palette,
  Sparkles,
  Trees,
  Waves,
  Wrench,
  Fan,
  type LucideIcon,
} from 'lucide-react';
import type { useT } from '@client/i18n/use-t';

type T = ReturnType<typeof useT>;

export type StorefrontFeature = { icon: LucideIcon; title: string; text: string };

export const storefrontFeatures = (t: T): StorefrontFeature[] => [
  {
    icon: LayoutTemplate,
    title: t('marketing-site.storefronts.templatesTitle'),
    text: t('marketing-site.storefronts.templatesText'),
  },
  { icon: Palette, title: t('marketing-site.storefronts.brandTitle'), text: t('marketing-site.storefronts.brandText') },
  { icon: Inbox, title: t('marketing-site.storefronts.leadsTitle'), text: t('marketing-site.storefronts.leadsText') },
  {
    icon: CreditCard,
    title: t('marketing-site.storefronts.sellTitle'),
    text: t('marketing-site.storefronts.sellText'),
  },
  { icon: Globe, title: t('marketing-site.storefronts.domainTitle'), text: t('marketing-site.storefronts.domainText') },
  {
    icon: BarChart3,
    title: t('marketing-site.storefronts.statsTitle'),
    text: t('marketing-site.storefronts.statsText'),
  },
];

export const storefrontSteps = (t: T): { title: string; text: string }[] => [
  { title: t('marketing-site.storefronts.step1Title'), text: t('marketing-site.storefronts.step1Text') },
  { title: t('marketing-site.storefronts.step2Title'), text: t('marketing-site.storefronts.step2Text') },
  { title: t('marketing-site.storefronts.step3Title'), text: t('marketing-site.storefronts.step3Text') },
  { title: t('marketing-site.storefronts.step4Title'), text: t('marketing-site.storefronts.step4Text') },
  { title: t('marketing-site.storefronts.step5Title'), text: t('marketing-site.storefronts.step5Text') },
];

export const storefrontExamples = (t: T): { icon: LucideIcon; business: string; use: string }[] => [
  { icon: Trees, business: t('marketing-site.storefronts.lawn'), use: t('marketing-site.storefronts.lawnUse') },
  { icon: Waves, business: t('marketing-site.storefronts.pool'), use: t('marketing-site.storefronts.poolUse') },
  {
    icon: Sparkles,
    business: t('marketing-site.storefronts.cleaning'),
    use: t('marketing-site.storefronts.cleaningUse'),
  },
  { icon: Car, business: t('marketing-site.storefronts.detailing'), use: t('marketing-site.storefronts.detailingUse') },
  { icon: Fan, business: t('marketing-site.storefronts.hvac'), use: t('marketing-site.storefronts.hvacUse') },
  {
    icon: Wrench,
    business: t('marketing-site.storefronts.handyman'),
    use: t('marketing-site.storefronts.handymanUse'),
  },
];
