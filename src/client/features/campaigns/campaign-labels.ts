import type {
  CampaignAudience,
  CampaignPlaceholder,
  CampaignStatus,
  RecipientState,
} from '@shared/campaigns/campaign-values';
import type { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** The names of an audience, a status, a recipient's state and a placeholder, in the language shown. */
export const audienceLabel = (t: Translate, audience: CampaignAudience) =>
  ({
    all: t('campaigns.audience.all'),
    active: t('campaigns.audience.active'),
    inactive: t('campaigns.audience.inactive'),
  })[audience];

export const statusLabel = (t: Translate, status: CampaignStatus) =>
  ({
    draft: t('campaigns.status.draft'),
    scheduled: t('campaigns.status.scheduled'),
    sent: t('campaigns.status.sent'),
  })[status];

export const stateLabel = (t: Translate, state: RecipientState) =>
  ({
    queued: t('campaigns.state.queued'),
    sent: t('campaigns.state.sent'),
    failed: t('campaigns.state.failed'),
    opened: t('campaigns.state.opened'),
    clicked: t('campaigns.state.clicked'),
    unsubscribed: t('campaigns.state.unsubscribed'),
  })[state];

export const placeholderText = (t: Translate, key: CampaignPlaceholder) =>
  ({
    customer_name: [t('campaigns.placeholder.customerName'), t('campaigns.placeholder.customerNameMeaning')],
    date: [t('campaigns.placeholder.date'), t('campaigns.placeholder.dateMeaning')],
    time: [t('campaigns.placeholder.time'), t('campaigns.placeholder.timeMeaning')],
    address: [t('campaigns.placeholder.address'), t('campaigns.placeholder.addressMeaning')],
    phone: [t('campaigns.placeholder.phone'), t('campaigns.placeholder.phoneMeaning')],
    email: [t('campaigns.placeholder.email'), t('campaigns.placeholder.emailMeaning')],
    company_name: [t('campaigns.placeholder.companyName'), t('campaigns.placeholder.companyNameMeaning')],
    service_type: [t('campaigns.placeholder.serviceType'), t('campaigns.placeholder.serviceTypeMeaning')],
  })[key];
