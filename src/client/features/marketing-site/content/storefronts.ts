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

export type StorefrontFeature = { icon: LucideIcon; title: string; text: string };

export const storefrontFeatures: StorefrontFeature[] = [
  {
    icon: LayoutTemplate,
    title: 'Templates for your trade',
    text: 'Start from a page designed for landscapers, pool pros, cleaners and other service businesses, not a blank canvas.',
  },
  {
    icon: Palette,
    title: 'Your brand, your colors',
    text: 'Add your logo, colors, photos and words. Change anything, any time, and see it live in a moment.',
  },
  {
    icon: Inbox,
    title: 'Leads straight to you',
    text: 'Visitors request a quote or a service from your page, and each request arrives in Crewdesk as a lead.',
  },
  {
    icon: CreditCard,
    title: 'Sell services and products',
    text: 'List packages, gift cards or products and let customers pay by card through our secure payment provider.',
  },
  {
    icon: Globe,
    title: 'Your own domain',
    text: 'Publish on a free Crewdesk address, or connect a domain you own once it is verified by a DNS record.',
  },
  {
    icon: BarChart3,
    title: 'See what works',
    text: 'Know how many visitors became leads and which services people ask about most.',
  },
];

export const storefrontSteps: { title: string; text: string }[] = [
  { title: 'Choose a template', text: 'Pick the design made for your kind of business.' },
  { title: 'Add your services and products', text: 'List what you offer, with prices, descriptions and photos.' },
  { title: 'Make it yours', text: 'Upload your logo, set your colors and write in your own words.' },
  { title: 'Publish', text: 'Go live on your Crewdesk address or connect your own domain.' },
  {
    title: 'Take requests and payments',
    text: 'Leads and orders arrive in Crewdesk, ready for a quote or an invoice.',
  },
];

export const storefrontExamples: { icon: LucideIcon; business: string; use: string }[] = [
  { icon: Trees, business: 'Lawn and landscaping', use: 'Seasonal cleanup packages and free estimate requests.' },
  { icon: Waves, business: 'Pool service', use: 'Weekly service plans and pool opening bookings.' },
  {
    icon: Sparkles,
    business: 'Home and office cleaning',
    use: 'Move-out cleans and recurring cleaning subscriptions.',
  },
  { icon: Car, business: 'Mobile auto detailing', use: 'Detailing packages and gift cards sold online.' },
  { icon: Fan, business: 'Heating and cooling', use: 'Tune-up specials and maintenance plan sign-ups.' },
  { icon: Wrench, business: 'Handyman and repairs', use: 'Quote requests with photos of the job.' },
];
