import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuotePreview } from '@shared/quotes/quotes.schemas';
import { formatMoney, toCents } from '@shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import { statusExplanations } from '../quote-format';
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

/** The quote as the customer reads and prints it: who from, for whom, what, how much, and where it stands. */
export function QuotePreviewDocument({ preview }: { preview: QuotePreview }) {
  const { quote, company, customer } = preview;
  return (
    <article className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {company.logo ? (
            <img src={company.logo} alt={`${company.name} logo`} className="size-14 rounded-md object-contain" />
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
          <h1 className="text-2xl font-bold">Quote {quote.quoteNumber}</h1>
          <p className="text-sm text-muted">Created {formatDate(quote.createdAt)}</p>
          {quote.validUntil && <p className="text-sm text-muted">Valid until {formatDate(quote.validUntil)}</p>}
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
            <CardTitle size="base">Customer Information</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="font-medium">{customer.name || 'Unknown Customer'}</p>
            {customer.email && <ContactLine icon={<Mail aria-hidden />}>{customer.email}</ContactLine>}
            {customer.phone && <ContactLine icon={<Phone aria-hidden />}>{customer.phone}</ContactLine>}
            {customer.address && <ContactLine icon={<MapPin aria-hidden />}>{customer.address}</ContactLine>}
          </CardContent>
        </Card>
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">Quote Status</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <QuoteStatusBadge status={quote.status} />
            <p data-testid="status-explanation">{statusExplanations[quote.status]}</p>
            {quote.acceptedDate && <p className="text-muted">Accepted on {formatDate(quote.acceptedDate)}</p>}
            {quote.declinedDate && <p className="text-muted">Declined on {formatDate(quote.declinedDate)}</p>}
          </CardContent>
        </Card>
      </div>

      {quote.description && (
        <Card className={printCard}>
          <CardHeader>
            <CardTitle size="base">Description</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{quote.description}</p>
          </CardContent>
        </Card>
      )}

      <Card className={printCard}>
        <CardHeader>
          <CardTitle size="base">Items</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <thead className="border-b text-left text-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Description
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
                  Qty × Rate
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
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
                  Total Amount
                </th>
                <th scope="row" className="pt-3 text-left sm:hidden">
                  Total Amount
                </th>
                <td className="pt-3 text-right" data-testid="preview-total">
                  {formatMoney(quote.amount)}
                </td>
              </tr>
              {toCents(quote.depositAmount) > 0 && (
                <tr className="text-muted" data-testid="preview-deposit">
                  <th scope="row" colSpan={2} className="pt-1 text-left font-normal sm:text-right">
                    Deposit due on acceptance
                    {toCents(quote.depositPaid) > 0 ? ` (paid ${formatMoney(quote.depositPaid)})` : ''}
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
            <CardTitle size="base">Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{quote.notes}</p>
          </CardContent>
        </Card>
      )}
    </article>
  );
}
