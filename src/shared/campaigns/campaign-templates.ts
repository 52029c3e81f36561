import type { CampaignAudience } from './campaign-values';

/** A built-in starting point: choosing it fills the form's name, subject, content and audience. */
export type CampaignTemplate = {
  key: 'spring-cleanup' | 'maintenance-reminder' | 'new-customer-welcome';
  name: string;
  subject: string;
  content: string;
  targetAudience: CampaignAudience;
};

export const CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = [
  {
    key: 'spring-cleanup',
    name: 'Spring Cleanup Special',
    subject: 'Spring cleanup with {{company_name}}, {{customer_name}}',
    content: [
      'Hi {{customer_name}},',
      '',
      'Spring is here, and so is the best time to get your property ready for the season. This month we are booking ' +
        'spring cleanups: beds cleared, lawns raked and edged, gutters and walkways tidied.',
      '',
      'Our crew can be with you from {{date}}. Reply to this e-mail or call us at {{phone}} and we will find a time ' +
        'that suits you.',
      '',
      'Thank you for choosing {{company_name}}.',
      '{{company_name}}, {{address}}',
    ].join('\n'),
    targetAudience: 'all',
  },
  {
    key: 'maintenance-reminder',
    name: 'Maintenance Reminder',
    subject: 'Time for your {{service_type}}, {{customer_name}}',
    content: [
      'Hi {{customer_name}},',
      '',
      'A quick reminder from {{company_name}}: regular {{service_type}} keeps small problems from becoming ' +
        'expensive ones.',
      '',
      'Your next visit: {{date}} {{time}}',
      '',
      'Need to change it, or want us to add anything? Call {{phone}} or write to {{email}}.',
      '',
      'See you soon,',
      '{{company_name}}',
    ].join('\n'),
    targetAudience: 'active',
  },
  {
    key: 'new-customer-welcome',
    name: 'New Customer Welcome',
    subject: 'Welcome to {{company_name}}, {{customer_name}}',
    content: [
      'Hi {{customer_name}},',
      '',
      'Welcome, and thank you for choosing {{company_name}}. We are glad to have you.',
      '',
      'Whenever you need us, call {{phone}} or write to {{email}}; our office is at {{address}}. Your invoices ' +
        'and quotes are always in your customer portal, linked from every e-mail we send you.',
      '',
      'We look forward to working with you,',
      '{{company_name}}',
    ].join('\n'),
    targetAudience: 'inactive',
  },
];
