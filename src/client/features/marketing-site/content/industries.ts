import { Car, Droplets, Fan, Hammer, Sparkles, Trees, Waves, Zap, type LucideIcon } from 'lucide-react';

export type Industry = { icon: LucideIcon; name: string; text: string };

export const industries: Industry[] = [
  {
    icon: Trees,
    name: 'Landscaping',
    text: 'Recurring mowing routes, seasonal cleanups and design projects with deposits.',
  },
  {
    icon: Waves,
    name: 'Pool Care',
    text: 'Weekly service visits, chemical notes per pool and opening or closing jobs.',
  },
  {
    icon: Zap,
    name: 'Electrical',
    text: 'Itemized quotes for panels and rewiring, with parts and labor on one invoice.',
  },
  { icon: Droplets, name: 'Plumbing', text: 'Same-day repairs invoiced on site and paid by card before you leave.' },
  { icon: Fan, name: 'HVAC', text: 'Maintenance plans, tune-up reminders and equipment notes for every system.' },
  {
    icon: Sparkles,
    name: 'Cleaning',
    text: 'Regular home and office cleans scheduled by the week and invoiced in a click.',
  },
  {
    icon: Hammer,
    name: 'Handyman',
    text: 'Many small jobs per customer, quoted fast and tracked from start to finish.',
  },
  {
    icon: Car,
    name: 'Auto Services',
    text: 'Mobile detailing and repairs, with every customer\u2019s service history at hand.',
  },
];
