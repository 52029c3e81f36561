import type { QuoteStatus } from '../../../shared/quotes/quotes.schemas';

// The demo business's people and proposals, as plain data; demo-billing.ts turns them into rows.

/** A line of a demo invoice or quote: a demo service and how much of it. */
export type DemoLine = [service: 'mowing' | 'hedges' | 'cleanup' | 'mulch', quantity: number];
const SPRINGFIELD = 'Springfield, IL';

/** `lot`: how much work the property takes (1 a quarter-acre yard, 3 a commercial site). */
export const demoCustomers = [
  {
    name: 'Margaret Ellison',
    email: 'margaret.ellison@example.com',
    phone: '(217) 555-0142',
    address: `1820 S Glenwood Ave, ${SPRINGFIELD} 62704`,
    lot: 1,
  },
  {
    name: 'Tom & Linda Brauer',
    email: 'brauer.family@example.com',
    phone: '(217) 555-0178',
    address: `2415 Lindsay Rd, ${SPRINGFIELD} 62704`,
    notes: 'Side gate code 4417. Dog in the backyard on weekdays: call ahead.',
    lot: 2,
  },
  {
    name: 'Lincoln Park Dental',
    email: 'frontdesk.lpdental@example.com',
    phone: '(217) 555-0103',
    address: `900 W Jefferson St, ${SPRINGFIELD} 62702`,
    notes: 'Work before 8 am or after 5 pm so patients are not disturbed.',
    lot: 3,
  },
  {
    name: 'Raymond Okafor',
    email: 'rokafor@example.com',
    phone: '(217) 555-0121',
    address: `37 Fox Bend Ct, ${SPRINGFIELD} 62711`,
    lot: 1,
  },
  {
    name: 'Priya Natarajan',
    email: 'priya.n@example.com',
    phone: '(217) 555-0166',
    address: `512 W Washington St, ${SPRINGFIELD} 62702`,
    lot: 1,
  },
  {
    name: 'Westview Office Park',
    email: 'facilities.westview@example.com',
    phone: '(217) 555-0110',
    address: `3200 Robbins Rd, ${SPRINGFIELD} 62704`,
    notes: 'Invoices go to the facilities office; accounts payable pays net 30.',
    lot: 3,
  },
  {
    name: 'Carol Dunning',
    email: 'carol.dunning@example.com',
    phone: '(217) 555-0187',
    address: `1109 S Park Ave, ${SPRINGFIELD} 62704`,
    lot: 1,
  },
  {
    name: 'Jake Sorensen',
    email: 'jake.sorensen@example.com',
    phone: '(217) 555-0135',
    address: `6 Chatham Rd N, ${SPRINGFIELD} 62702`,
    notes: 'Prefers a text the day before a visit.',
    lot: 2,
  },
  {
    name: 'Helen Whitaker',
    email: 'hwhitaker@example.com',
    phone: '(217) 555-0159',
    address: `2240 Wiggins Ave, ${SPRINGFIELD} 62704`,
    lot: 1,
  },
  {
    name: 'St. Agnes Parish',
    email: 'office.stagnes@example.com',
    phone: '(217) 555-0194',
    address: `251 N Amos Ave, ${SPRINGFIELD} 62702`,
    lot: 2,
  },
  {
    name: 'Oak Ridge Townhomes HOA',
    email: 'board.oakridge@example.com',
    phone: '(217) 555-0117',
    address: `4500 Old Jacksonville Rd, ${SPRINGFIELD} 62711`,
    notes: 'The board meets the first Tuesday of the month to approve work.',
    lot: 3,
  },
  {
    name: 'Daniel Kwan',
    email: 'daniel.kwan@example.com',
    phone: '(217) 555-0150',
    address: `88 Sangamon Ave, ${SPRINGFIELD} 62702`,
    lot: 1,
  },
];
/** The first ten are regulars with a year of invoices; the last two are new (quotes and a draft only). */
export const REGULARS = 10;

export type QuotePlan = {
  customer: number;
  created: number;
  status: QuoteStatus;
  lines: DemoLine[];
  description: string;
  /** Days from creation to sending, then from sending to the customer's answer. */
  sentAfter?: number;
  answeredAfter?: number;
  signerName?: string;
  declineReason?: string;
  notes?: string;
  converted?: boolean;
};

export const quotePlans: QuotePlan[] = [
  {
    customer: 2,
    created: 80,
    status: 'accepted',
    sentAfter: 1,
    answeredAfter: 5,
    signerName: 'Dr. Alan Pierce',
    converted: true,
    lines: [
      ['cleanup', 1],
      ['mulch', 3],
    ],
    description: 'Front entrance beds: cleanup, weeding and fresh mulch.',
    notes: 'Dark brown hardwood mulch, as in previous years.',
  },
  {
    customer: 10,
    created: 60,
    status: 'expired',
    sentAfter: 1,
    lines: [
      ['mowing', 16],
      ['hedges', 6],
    ],
    description: 'Common-area mowing and hedge care for the season.',
  },
  {
    customer: 5,
    created: 45,
    status: 'declined',
    sentAfter: 2,
    answeredAfter: 4,
    declineReason: 'Our grounds budget is spent for this quarter. Please check back next quarter.',
    lines: [
      ['mulch', 6],
      ['hedges', 8],
    ],
    description: 'Parking-lot islands: mulch refresh and shrub shaping.',
  },
  {
    customer: 11,
    created: 12,
    status: 'accepted',
    sentAfter: 1,
    answeredAfter: 3,
    signerName: 'Daniel Kwan',
    lines: [
      ['cleanup', 1],
      ['mowing', 4],
    ],
    description: 'Move-in cleanup and a month of weekly mowing.',
  },
  {
    customer: 0,
    created: 9,
    status: 'sent',
    sentAfter: 1,
    lines: [['hedges', 3]],
    description: 'Boxwood hedge reshaping along the front walk.',
  },
  {
    customer: 7,
    created: 5,
    status: 'sent',
    sentAfter: 1,
    lines: [
      ['mulch', 3],
      ['cleanup', 1],
    ],
    description: 'Backyard beds: cleanup and new mulch.',
  },
  {
    customer: 11,
    created: 2,
    status: 'draft',
    lines: [['mulch', 2]],
    description: 'Mulch for the side-yard beds.',
  },
  {
    customer: 3,
    created: 1,
    status: 'draft',
    lines: [
      ['hedges', 2],
      ['cleanup', 1],
    ],
    description: 'Storm cleanup and hedge repair.',
    notes: 'Includes hauling away the fallen branches.',
  },
];
