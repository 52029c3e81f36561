import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuotePreview } from '@shared/quotes/quotes.schemas';
import { formatMoney, toCents } from '@shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import type { QuoteStatus } from '@shared/quotes/quote-values';
import { useT } from '@client/i18n/use-t';
import { QuoteStatusBadge } from './quote-status-badge';

const printCard = 'print:break-inside-avoid print:border-slate-300 print:shadow-none';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm">
      <span className="mt-0.5 shrink-0 text-muted [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** What the status means, as the preview page explains it to whoever reads the quote. */
function statusExplanation(t: ReturnType<typeof useT>, status: QuoteStatus) {
  const explanations: Record<QuoteStatus, () => string> = {
    draft: () => t('quotes.preview.explain.draft'),
    sent: () => t('quotes.preview.explain.sent'),
    accepted: () => t('quotes.preview.explain.accepted'),
    declined: () => t('quotes.preview.explain.declined'),
    expired: () => t('quotes.preview.explain.expired'),
  };
  return explanations[status]();
}

/** The quote as the customer reads and prints it: who from, for whom, what, how much, and where it stands. */
export function QuotePreviewDocument({ preview }: { preview: QuotePreview }) {
  const { quote, company, customer } = preview;
  const t = useT();
  return (
    <article className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {company.logo ? (
            <img
              src={company.logo}
              alt={t('quotes.preview.logoAlt', { name: company.name })}
              className="size-14 rounded-md object-contain"
            />
          ) : (
            <span
              className="flex size-14 shrink-0 items-center justify-center rounded-md bg-brand-100 text-xl font-bold text-brand-800 print:border print:border-black print:bg-white print:text-black"
              aria-hidden
            >
              {company.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 text-sm">
            <p className="truncate text-lg font-semibold">{company.name}</p>
            {[company.address, company.phone, company.email].filter(Boolean).map((line) => (
              <p key={line} className="break-words text-muted">
                {line}
              </p>
            ))}
          </div>
        </div>
        <div className="text-left sm:text-right">
          <h1 className="text-2xl font-bold">{t('quotes.preview.heading', { number: quote.quoteNumber })}</h1>
          <p className="text-sm text-muted">{t('quotes.preview.created', { date: formatDate(quote.createdAt) })}</p>
          {quote.validUntil && (
            <p className="text-sm text-muted">
              {t('quotes.preview.validUntil', { date: formatDate(quote.validUntil) })}
            </p>
          )}
          <div className="mt-2 flex items-center gap-3 sm:justify-end">
            <QuoteStatusBadge status={quote.status} />
            <span className="text-xl font-bold" data-testid="preview-amount">
              {formatMoney(quote.amount)}
            </span>
          </div>
        </div>
      </header>

      <div className="grid gap-5 md:grid-cols-2">
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">{t('quotes.preview.customer')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="font-medium">{customer.name || t('quotes.preview.unknownCustomer')}</p>
            {customer.email && <ContactLine icon={<Mail aria-hidden />}>{customer.email}</ContactLine>}
            {customer.phone && <ContactLine icon={<Phone aria-hidden />}>{customer.phone}</ContactLine>}
            {customer.address && <ContactLine icon={<MapPin aria-hidden />}>{customer.address}</ContactLine>}
          </CardContent>
        </Card>
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">{t('quotes.preview.status')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <QuoteStatusBadge status={quote.status} />
            <p data-testid="status-explanation">{statusExplanation(t, quote.status)}</p>
            {quote.acceptedDate && (
              <p className="text-muted">{t('quotes.preview.acceptedOn', { date: formatDate(quote.acceptedDate) })}</p>
            )}
            {quote.declinedDate && (
              <p className="text-muted">{t('quotes.preview.declinedOn', { date: formatDate(quote.declinedDate) })}</p>
            )}
          </CardContent>
        </Card>
      </div>

      {quote.description && (
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">{t('quotes.preview.description')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{quote.description}</p>
          </CardContent>
        </Card>
      )}

      <Card className={printCard}>
        <CardHeader>
          <CardTitle size="base">{t('quotes.preview.items')}</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <thead className="border-b text-left text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('quotes.preview.description')}
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
                  {t('quotes.preview.qtyRate')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('quotes.preview.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {quote.items.map((item, i) => (
                <tr key={i}>
                  <td className="py-2 pr-2 align-top">
                    <span className="break-words">{item.description}</span>
                    <span className="block text-xs text-muted sm:hidden">
                      {item.quantity} × {formatMoney(item.rate)}
                    </span>
                  </td>
                  <td className="hidden py-2 pr-2 text-right align-top sm:table-cell">
                    {item.quantity} × {formatMoney(item.rate)}
                  </td>
                  <td className="py-2 text-right align-top font-medium">{formatMoney(item.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t text-base font-semibold">
                <th scope="row" colSpan={2} className="hidden pt-3 text-right sm:table-cell">
                  {t('quotes.preview.total')}
                </th>
                <th scope="row" className="pt-3 text-left sm:hidden">
                  {t('quotes.preview.total')}
                </th>
                <td className="pt-3 text-right" data-testid="preview-total">
                  {formatMoney(quote.amount)}
                </td>
              </tr>
              {toCents(quote.depositAmount) > 0 && (
                <tr className="text-muted" data-testid="preview-deposit">
                  <th scope="row" colSpan={2} className="pt-1 text-left font-normal sm:text-right">
                    {toCents(quote.depositPaid) > 0
                      ? t('quotes.preview.depositPaid', { amount: formatMoney(quote.depositPaid) })
                      : t('quotes.preview.deposit')}
                  </th>
                  <td className="pt-1 text-right">{formatMoney(quote.depositAmount)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </CardContent>
      </Card>

      {quote.notes && (
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">{t('quotes.preview.notes')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{quote.notes}</p>
          </CardContent>
        </Card>
      )}
    </article>
  );
}
