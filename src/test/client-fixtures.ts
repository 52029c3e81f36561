import type { PublicUser } from '@shared/auth/auth.schemas';
import type { Company, Service } from '@shared/company/company.schemas';

/** A verified owner as `GET /api/user` answers it, for client tests; spread it to change a field. */
export const sampleOwner: PublicUser = {
  id: 1,
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Moreno',
  profileImageUrl: null,
  phone: null,
  address: null,
  bio: null,
  timezone: 'America/Chicago',
  businessLine: null,
  servicesOffered: [],
  subscriptionTier: 'basic',
  isAdmin: false,
  emailVerified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
};

/** That owner's company as `GET /api/company` answers it. */
export const sampleCompany: Company = {
  id: 3,
  name: 'Greenline Landscaping',
  address: null,
  phone: null,
  email: null,
  website: null,
  logo: null,
  language: 'en',
  createdAt: '2024-01-01T00:00:00.000Z',
};

/** That company's services as `GET /api/services` answers them: one with a description, one without a rate. */
export const sampleServices: Service[] = [
  {
    id: 11,
    name: 'Chemical Balancing',
    description: null,
    baseRate: '33.33',
    category: 'Pool',
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 12,
    name: 'Pool Remodel Consultation',
    description: null,
    baseRate: null,
    category: null,
    createdAt: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 13,
    name: 'Weekly Pool Cleaning',
    description: 'Skim, brush and vacuum',
    baseRate: '85.00',
    category: 'Pool',
    createdAt: '2024-01-01T00:00:00.000Z',
  },
];
