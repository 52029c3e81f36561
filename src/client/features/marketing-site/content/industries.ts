import { Car, Droplets, Fan, Hammer, Sparkles, Trees, Waves, Zap, type LucideIcon } from 'lucide-react';
import type { useT } from '@client/i18n/use-t';

export type Industry = { icon: LucideIcon; name: string; text: string };

export const industries = (t: ReturnType<typeof useT>): Industry[] => [
  {
    icon: Trees,
    name: t('marketing-site.industries.landscaping'),
    text: t('marketing-site.industries.landscapingText'),
  },
  { icon: Waves, name: t('marketing-site.industries.pool'), text: t('marketing-site.industries.poolText') },
  { icon: Zap, name: t('marketing-site.industries.electrical'), text: t('marketing-site.industries.electricalText') },
  { icon: Droplets, name: t('marketing-site.industries.plumbing'), text: t('marketing-site.industries.plumbingText') },
  { icon: Fan, name: t('marketing-site.industries.hvac'), text: t('marketing-site.industries.hvacText') },
  { icon: Sparkles, name: t('marketing-site.industries.cleaning'), text: t('marketing-site.industries.cleaningText') },
  { icon: Hammer, name: t('marketing-site.industries.handyman'), text: t('marketing-site.industries.handymanText') },
  { icon: Car, name: t('marketing-site.industries.auto'), text: t('marketing-site.industries.autoText') },
];
