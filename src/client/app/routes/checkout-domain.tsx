import { DomainCheckoutPage } from '@client/features/domain-checkout/components/domain-checkout-page';

/** The public checkout of a domain's setup fee (/checkout/domain/{subdomain}). */
export default DomainCheckoutPage;
