// The fixed values of e-mail campaigns, with no zod: the page, its filters and the server read them without the
// schemas.

/** draft: being written; scheduled: starts at `scheduledDate`; sent: started (its recipients fixed and queued). */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sent: 'Sent',
};

/** all: every customer with an e-mail address; active: with at least one invoice; inactive: none. */
export const CAMPAIGN_AUDIENCES = ['all', 'active', 'inactive'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const audienceLabels: Record<CampaignAudience, string> = {
  all: 'All customers',
  active: 'Active customers',
  inactive: 'Inactive customers',
};

/**
 * A recipient's delivery: queued until its turn, sending while the message is handed to the mail server (a
 * recipient left sending by a crash is never sent again: it is marked failed), then sent or failed.
 */
export const RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** What the campaign page shows of a recipient: its delivery, or what the customer did since. */
export const RECIPIENT_STATES = ['queued', 'sent', 'failed', 'opened', 'clicked', 'unsubscribed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const recipientStateLabels: Record<RecipientState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  opened: 'Opened',
  clicked: 'Clicked',
  unsubscribed: 'Unsubscribed',
};

/** Messages a minute a campaign goes out at unless `CAMPAIGN_RATE_PER_MINUTE` says otherwise (0: no limit). */
export const DEFAULT_CAMPAIGN_RATE_PER_MINUTE = 120;

export const CAMPAIGN_PAGE_SIZE = 20;
export const RECIPIENT_PAGE_SIZE = 50;

/**
 * The placeholders a subject and a body may hold, and what each is filled with for one customer. Written
 * `{{name}}`; an unknown one stays as written.
 */
export const CAMPAIGN_PLACEHOLDERS = [
  { key: 'customer_name', label: 'Customer name', meaning: "The customer's name" },
  { key: 'date', label: 'Date', meaning: "The customer's next visit's day, else the day the e-mail goes" },
  { key: 'time', label: 'Time', meaning: "The customer's next visit's time, else nothing" },
  { key: 'address', label: 'Address', meaning: "Your business's address" },
  { key: 'phone', label: 'Phone', meaning: "Your business's phone" },
  { key: 'email', label: 'E-mail', meaning: "Your business's e-mail address" },
  { key: 'company_name', label: 'Company name', meaning: "Your business's name" },
  {
    key: 'service_type',
    label: 'Service type',
    meaning: "The service of the customer's latest visit, else your first service",
  },
] as const;
export type CampaignPlaceholder = (typeof CAMPAIGN_PLACEHOLDERS)[number]['key'];

export const campaignMessages = {
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  contentRequired: 'Content is required',
  audienceRequired: 'Target audience is required',
  created: 'Campaign created successfully',
  createFailed: 'Failed to create campaign',
  updated: 'Campaign updated successfully',
  updateFailed: 'Failed to update campaign',
  deleted: 'Campaign deleted',
  deleteFailed: 'Failed to delete campaign',
  sending: (recipients: string) => `Sending to ${recipients}`,
  sendFailed: 'Failed to send campaign',
  scheduled: 'Campaign scheduled',
  scheduleFailed: 'Failed to schedule campaign',
  scheduleCancelled: 'Schedule cancelled: the campaign is a draft again',
  cancelFailed: 'Failed to cancel the schedule',
  testFailed: 'Failed to send the test e-mail',
  unsubscribeFailed: 'Failed to unsubscribe',
  resubscribeFailed: 'Failed to resubscribe',
  notFound: 'Campaign not found',
  scheduleInPast: 'Choose a time in the future',
  scheduleRequired: 'Choose when to send it',
  onlyDraftDeleted: 'Only a draft can be deleted',
  onlyUnsentEdited: 'A sent campaign cannot be edited',
  onlyScheduledCancelled: 'Only a scheduled campaign can be cancelled',
  alreadySent: 'This campaign has already been sent',
  noRecipients:
    'No customer in this audience can receive it (each needs an e-mail address and not to have unsubscribed)',
  testSent: 'Test e-mail sent',
  unsubscribeNotFound: 'This unsubscribe link is not valid',
  /** An open pixel or a click link whose token or link number names nothing. */
  linkNotFound: 'This link is not valid',
} as const;
