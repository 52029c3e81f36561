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

export type ProductFeature = { icon: LucideIcon; title: string; text: string; benefits: string[] };

/** The nine features of /features, each with what it does for the owner. */
export const productFeatures: ProductFeature[] = [
  {
    icon: FileText,
    title: 'Professional Invoicing',
    text: 'Create an invoice in a minute from your services and rates, and send it by e-mail with a PDF attached.',
    benefits: [
      'Sequential invoice numbers, taxes and discounts handled for you',
      'See when an invoice was sent, viewed and paid',
      'Automatic reminders for overdue invoices',
    ],
  },
  {
    icon: FileSignature,
    title: 'Quotes & Estimates',
    text: 'Send clear, itemized quotes that customers can accept online, then turn them into invoices in one click.',
    benefits: [
      'Itemized line items with quantities and rates',
      'Customers accept or decline from their portal',
      'Convert an accepted quote to an invoice without retyping',
    ],
  },
  {
    icon: Users,
    title: 'Customer Management',
    text: 'Every customer, their contact details, notes, quotes and invoices in one place you and your crew can reach.',
    benefits: [
      'Searchable customer list with notes and history',
      'A private portal link for each customer',
      'Contact details, service addresses and notes together',
    ],
  },
  {
    icon: CreditCard,
    title: 'Online Card Payments',
    text: 'Customers pay invoices by card from their portal, and you see the payment the moment it lands.',
    benefits: [
      'Secure checkout through our card payment provider',
      'Invoices marked paid automatically',
      'Card details never touch your phone or your office',
    ],
  },
  {
    icon: CalendarCheck,
    title: 'Scheduling & Job Tracking',
    text: 'Plan the week on a calendar, assign jobs and follow each one from scheduled to completed.',
    benefits: [
      'Week calendar, list and today views',
      'Task checklists and progress notes for every job',
      'Working hours and appointment lengths you control',
    ],
  },
  {
    icon: Megaphone,
    title: 'E-mail Marketing Campaigns',
    text: 'Bring customers back with seasonal offers and reminders, sent from ready-made templates.',
    benefits: [
      'Templates for spring cleanups, maintenance and welcomes',
      'Send to all, active or inactive customers',
      'Real open and click counts, with unsubscribe handled',
    ],
  },
  {
    icon: Store,
    title: 'Customer Storefronts',
    text: 'A booking page for your business on a Crewdesk address or your own domain, built from templates.',
    benefits: [
      'Templates made for service businesses',
      'Visitors request quotes and book services',
      'Connect your own domain when you are ready',
    ],
  },
  {
    icon: ShoppingBag,
    title: 'Branded Merchandise',
    text: 'Order business cards, yard signs and uniforms with your logo, and earn a commission on what you sell on.',
    benefits: [
      'Business cards, signs, apparel and promotional items',
      'Your markup and commission shown on every product',
      'Coupons applied at checkout',
    ],
  },
  {
    icon: BarChart3,
    title: 'Business Analytics',
    text: 'Know what you invoiced, what was paid and what is still outstanding, without a spreadsheet.',
    benefits: [
      'Revenue, outstanding balance and paid invoices at a glance',
      'Recent activity on your dashboard',
      'Export your data whenever you need it',
    ],
  },
];
