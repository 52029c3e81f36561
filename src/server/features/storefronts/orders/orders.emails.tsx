import type { Language } from '../../../../shared/account/preference-values';
import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';
import { storefrontText, type Translate } from '../public/storefront-text';

/** A line as an e-mail lists it, its money formatted: `2 × Gift card: $50.00`. */
export type EmailLine = { name: string; quantity: number; lineTotal: string };

type Common = {
  businessName: string;
  reference: string;
  /** Formatted: `$1,234.50`. */
  total: string;
  lines: EmailLine[];
};

const Lines = ({ lines }: { lines: EmailLine[] }) => (
  <>
    {lines.map((l, i) => (
      <EmailText key={i}>
        {l.quantity} × {l.name}: {l.lineTotal}
      </EmailText>
    ))}
  </>
);

/** What the business's customers read is in the business's language. */
type ToBuyer = { language: Language };

/** `Questions? Contact Bluewater Pools: (555) 010-2000 · office@...`, when the business has a way to reach it. */
const Questions = ({ t, business, contact }: { t: Translate; business: string; contact: string[] }) =>
  contact.length > 0 ? (
    <EmailText>{t('storefronts.email.questions', { business, contact: contact.join(' · ') })}</EmailText>
  ) : null;

export type OrderReceiptProps = Common &
  ToBuyer & {
    buyerName: string;
    /** e.g. `Visa ending in 4242` (in the business's language), or null. */
    card: string | null;
    paidOn: string;
    /** How to reach the business: phone, e-mail, address (those it has). */
    contact: string[];
    link: string;
  };

/** The buyer's receipt once the order is paid. */
export function OrderReceiptEmail(p: OrderReceiptProps) {
  const t = storefrontText(p.language);
  const values = { business: p.businessName, reference: p.reference, total: p.total, paidOn: p.paidOn, card: p.card };
  return (
    <EmailLayout
      preview={t('storefronts.email.receipt.preview', values)}
      heading={t('storefronts.email.receipt.heading', values)}
      footer={t('storefronts.email.receipt.footer', values)}
      language={p.language}
    >
      <EmailText>{t('storefronts.email.greeting', { name: p.buyerName })}</EmailText>
      <EmailText>
        {p.card ? t('storefronts.email.receipt.thanksCard', values) : t('storefronts.email.receipt.thanks', values)}
      </EmailText>
      <Lines lines={p.lines} />
      <EmailText>{t('storefronts.email.receipt.total', values)}</EmailText>
      <Questions t={t} business={p.businessName} contact={p.contact} />
      <EmailButton href={p.link}>{t('storefronts.email.receipt.button')}</EmailButton>
    </EmailLayout>
  );
}

/** The receipt's subject, in the business's language. */
export const orderReceiptSubject = (p: Pick<OrderReceiptProps, 'reference' | 'businessName' | 'total' | 'language'>) =>
  storefrontText(p.language)('storefronts.email.receipt.subject', {
    reference: p.reference,
    business: p.businessName,
    total: p.total,
  });

export type OrderNoticeProps = Common & {
  ownerFirstName: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  notes: string | null;
  link: string;
};

/** The owner's notice of a paid storefront order. */
export function OrderNoticeEmail(p: OrderNoticeProps) {
  return (
    <EmailLayout
      preview={`New order ${p.reference} from ${p.buyerName}: ${p.total}`}
      heading={`New order from ${p.buyerName}: ${p.total}`}
      footer="Crewdesk sent you this e-mail because a visitor paid for an order on your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        {p.buyerName} paid {p.total} for order {p.reference} on your storefront. Reply to this e-mail to reach them.
      </EmailText>
      <Lines lines={p.lines} />
      <EmailText>E-mail: {p.buyerEmail}</EmailText>
      {p.buyerPhone ? <EmailText>Phone: {p.buyerPhone}</EmailText> : null}
      {p.notes ? <EmailText>Notes: {p.notes}</EmailText> : null}
      <EmailButton href={p.link}>See your orders</EmailButton>
    </EmailLayout>
  );
}

export type OrderFulfilledProps = Common & ToBuyer & { buyerName: string; contact: string[] };

/** The subject of the buyer's notice that the order is fulfilled or refunded, in the business's language. */
export function buyerNoticeSubject(p: OrderFulfilledProps, kind: 'fulfilled' | 'refunded') {
  const t = storefrontText(p.language);
  const values = { reference: p.reference, business: p.businessName };
  return kind === 'fulfilled'
    ? t('storefronts.email.fulfilled.subject', values)
    : t('storefronts.email.refunded.subject', values);
}

/** The buyer's notice that the business fulfilled the order: on its way, or ready. */
export function OrderFulfilledEmail(p: OrderFulfilledProps) {
  const t = storefrontText(p.language);
  const values = { business: p.businessName, reference: p.reference, total: p.total };
  return (
    <EmailLayout
      preview={buyerNoticeSubject(p, 'fulfilled')}
      heading={t('storefronts.email.fulfilled.heading', values)}
      footer={t('storefronts.email.footer', values)}
      language={p.language}
    >
      <EmailText>{t('storefronts.email.greeting', { name: p.buyerName })}</EmailText>
      <EmailText>{t('storefronts.email.fulfilled.text', values)}</EmailText>
      <Lines lines={p.lines} />
      <EmailText>{t('storefronts.email.fulfilled.total', values)}</EmailText>
      <Questions t={t} business={p.businessName} contact={p.contact} />
    </EmailLayout>
  );
}

/** The buyer's notice that the business cancelled a paid order and gave the money back to the card. */
export function OrderRefundedEmail(p: OrderFulfilledProps) {
  const t = storefrontText(p.language);
  const values = { business: p.businessName, reference: p.reference, total: p.total };
  return (
    <EmailLayout
      preview={buyerNoticeSubject(p, 'refunded')}
      heading={t('storefronts.email.refunded.heading', values)}
      footer={t('storefronts.email.footer', values)}
      language={p.language}
    >
      <EmailText>{t('storefronts.email.greeting', { name: p.buyerName })}</EmailText>
      <EmailText>{t('storefronts.email.refunded.text', values)}</EmailText>
      <Lines lines={p.lines} />
      <Questions t={t} business={p.businessName} contact={p.contact} />
    </EmailLayout>
  );
}
