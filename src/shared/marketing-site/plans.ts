/**
 * The three subscription plans: what each includes is defined here, once. Prices and the trial length
 * live in platform_settings and reach every page through GET /api/plans.
 */
export const planIds = ['basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** What a plan allows, enforced by the server (402 naming the plan that lifts it); null: unlimited. */
export type PlanLimits = { users: number | null; invoicesPerMonth: number | null; storefrontProducts: number | null };

export type PlanDefinition = {
  id: PlanId;
  name: string;
  description: string;
  limits: PlanLimits;
  popular: boolean;
  features: string[];
};

export const planDefinitions: PlanDefinition[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'For the owner-operator getting organised.',
    limits: { users: 1, invoicesPerMonth: 100, storefrontProducts: 10 },
    popular: false,
    features: [
      '1 user',
      'Up to 100 invoices per month',
      'Unlimited customers and quotes',
      'Customer portal with online card payments',
      'E-mail invoices with PDF',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For growing crews that schedule and market.',
    limits: { users: 5, invoicesPerMonth: null, storefrontProducts: 50 },
    popular: true,
    features: [
      'Up to 5 users',
      'Unlimited invoices and quotes',
      'Scheduling and job tracking',
      'E-mail marketing campaigns',
      'Automatic payment reminders',
      'Branded merchandise store',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For multi-crew businesses and franchises.',
    limits: { users: null, invoicesPerMonth: null, storefrontProducts: null },
    popular: false,
    features: [
      'Unlimited users',
      'Everything in Pro',
      'Customer storefronts on your own domain',
      'Multi-location reporting',
      'API access',
      'Dedicated account manager',
    ],
  },
];

export const planById = (id: PlanId): PlanDefinition => planDefinitions.find((p) => p.id === id)!;

/** The plan a trial gives while it runs: everything the most popular plan has. */
export const TRIAL_PLAN: PlanId = 'pro';
