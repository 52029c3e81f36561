import type { Language } from '../../../../shared/account/preference-values';
import { languageOf } from '../../../../shared/account/preference-values';
import { formatMoney } from '../../../../shared/money';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { notify } from '../../notifications/notifications.service';
import { cardIn } from '../../payments/payment-email-text';
import { dayIn } from '../../payments/payment-notices';
import {
  buyerNoticeSubject,
  OrderFulfilledEmail,
  OrderRefundedEmail,
  OrderNoticeEmail,
  OrderReceiptEmail,
  orderReceiptSubject,
  type EmailLine,
  type OrderFulfilledProps,
} from './orders.emails';
import * as q from './orders.queries';
import { wantsNoticeEmails } from '../../account/preferences/notice-switches.service';

export const ORDER_KIND = 'storefront.order';
/** The builder, where the owner works the storefront's orders. */
export const ORDERS_LINK = '/landing-page-builder';

/** The buyer's receipt link: the storefront's page, which shows the order's receipt. */
export const receiptPathOf = (subdomain: string, token: string) =>
  `/landing/${subdomain}?order=${encodeURIComponent(token)}`;

const emailLines = (lines: q.LineRow[]): EmailLine[] =>
  lines.map((l) => ({ name: l.name, quantity: l.quantity, lineTotal: formatMoney(l.lineTotal) }));

/** The day on the business's clock: `Mar 05, 2026` in English (as documents write it), the language's way else. */
const dayInLanguage = (language: Language, timeZone: string, at: Date) =>
  language === 'en'
    ? dayIn(timeZone, at)
    : new Intl.DateTimeFormat(language, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);

const contactOf = (shop: q.ShopRow) =>
  [shop.phone, shop.contactEmail ?? shop.companyEmail, shop.address].filter((v): v is string => Boolean(v));

/**
 * Once an order is paid, on the transaction that marked it paid (the outbox: they exist exactly when it commits,
 * so a repeated confirmation that changes nothing sends nothing): the buyer's receipt (in the business's language),
 * the owner's e-mail and in-app notification.
 */
export async function sendPaidNotices(ctx: AppContext, tx: Db, order: q.OrderRow) {
  const shop = await q.findShopOfCompany(tx, { companyId: order.companyId });
  if (!shop) return;
  const lines = emailLines(await q.findLines(tx, { orderIds: [order.id] }));
  const total = formatMoney(order.total);
  const common = { businessName: shop.businessName, reference: order.reference, total, lines };
  const related = `storefront-order:${order.id}`;
  const language = languageOf(shop.language);
  const receipt = {
    ...common,
    language,
    buyerName: order.buyerName,
    card: cardIn(language, order.cardBrand, order.cardLast4),
    paidOn: dayInLanguage(language, shop.timezone, order.paidAt ?? new Date()),
    contact: contactOf(shop),
    link: `${ctx.origin.url}${receiptPathOf(shop.subdomain, order.publicToken)}`,
  };
  await ctx.mailer.send(tx, {
    to: order.buyerEmail,
    replyTo: shop.contactEmail ?? shop.companyEmail,
    subject: orderReceiptSubject(receipt),
    body: <OrderReceiptEmail {...receipt} />,
    relatedTo: related,
  });
  // Unless the owner turned notice e-mails off (Profile Settings).
  if (await wantsNoticeEmails(tx, shop.ownerId))
    await ctx.mailer.send(tx, {
      to: shop.ownerEmail,
      replyTo: order.buyerEmail,
      subject: `New order ${order.reference} from ${order.buyerName}: ${total}`,
      body: (
        <OrderNoticeEmail
          {...common}
          ownerFirstName={shop.ownerFirstName ?? 'there'}
          buyerName={order.buyerName}
          buyerEmail={order.buyerEmail}
          buyerPhone={order.buyerPhone}
          notes={order.notes}
          link={`${ctx.origin.url}${ORDERS_LINK}`}
        />
      ),
      relatedTo: related,
    });
  await notify(tx, {
    userId: shop.ownerId,
    kind: ORDER_KIND,
    title: `New order from ${order.buyerName}`,
    body: `${order.reference} · ${total}`,
    link: ORDERS_LINK,
  });
}

/**
 * The buyer's notice that the order is fulfilled, or (`refunded`) cancelled and refunded, on that transaction, in
 * the business's language.
 */
export async function sendBuyerNotice(
  ctx: AppContext,
  tx: Db,
  order: q.OrderRow,
  kind: 'fulfilled' | 'refunded' = 'fulfilled',
) {
  const shop = await q.findShopOfCompany(tx, { companyId: order.companyId });
  if (!shop) return;
  const props: OrderFulfilledProps = {
    language: languageOf(shop.language),
    businessName: shop.businessName,
    reference: order.reference,
    total: formatMoney(order.total),
    lines: emailLines(await q.findLines(tx, { orderIds: [order.id] })),
    buyerName: order.buyerName,
    contact: contactOf(shop),
  };
  await ctx.mailer.send(tx, {
    to: order.buyerEmail,
    replyTo: shop.contactEmail ?? shop.companyEmail,
    subject: buyerNoticeSubject(props, kind),
    body: kind === 'fulfilled' ? <OrderFulfilledEmail {...props} /> : <OrderRefundedEmail {...props} />,
    relatedTo: `storefront-order:${order.id}`,
  });
}
