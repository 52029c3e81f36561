import { FileText, Globe, Mail, MapPin, Phone, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Portal } from '@shared/customer-portal/customer-portal.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
import { NextServiceCard } from './next-service-card';

type Contact = { email: string | null; phone: string | null; address: string | null; website?: string | null };

/** E-mail, phone, address (and website) when present, each a link where it can be one. */
export function ContactList({ contact, className }: { contact: Contact; className?: string }) {
  const t = useT();
  const rows: [LucideIcon, string, string | null, string][] = [];
  if (contact.email) rows.push([Mail, contact.email, `mailto:${contact.email}`, t('customer-portal.contact.email')]);
  if (contact.phone)
    rows.push([
      Phone,
      contact.phone,
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
      t('customer-portal.contact.phone'),
    ]);
  if (contact.address) rows.push([MapPin, contact.address, null, t('customer-portal.contact.address')]);
  if (contact.website) {
    const href = /^https?:\/\//i.test(contact.website) ? contact.website : `https://${contact.website}`;
    rows.push([Globe, contact.website, href, t('customer-portal.contact.website')]);
  }
  if (rows.length === 0) return null;
  return (
    <ul className={className ?? 'space-y-2 text-sm'}>
      {rows.map(([Icon, text, href, label]) => (
        <li key={label} className="flex min-w-0 items-start gap-2">
          <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-label={label} />
          {href ? (
            <a className="break-all hover:underline" href={href} rel="noreferrer">
              {text}
            </a>
          ) : (
            <span className="break-words">{text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Stat(props: { icon: LucideIcon; label: string; value: string; detail: string }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent flush className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <h2 className="text-sm text-muted">{props.label}</h2>
          <p className="mt-1 text-2xl font-bold tabular-nums">{props.value}</p>
          <p className="mt-1 text-sm text-muted">{props.detail}</p>
        </div>
        <Icon className="size-7 shrink-0 text-brand-600" aria-hidden />
      </CardContent>
    </Card>
  );
}

export function PortalStats({ portal, token }: { portal: Portal; token: string }) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat
        icon={Wallet}
        label={t('customer-portal.stats.outstanding')}
        value={formatMoney(portal.outstandingBalance)}
        detail={t('customer-portal.stats.outstandingDetail')}
      />
      <Stat
        icon={FileText}
        label={t('customer-portal.stats.pendingQuotes')}
        value={String(portal.pendingQuotes)}
        detail={t('customer-portal.stats.pendingQuotesDetail')}
      />
      <NextServiceCard token={token} companyName={portal.company.name} visit={portal.nextService} />
    </div>
  );
}

export function ServiceSummary({ summary }: { summary: Portal['summary'] }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('customer-portal.summary.totalInvoices'), String(summary.totalInvoices)],
    [t('customer-portal.summary.totalPaid'), formatMoney(summary.totalPaid)],
    [t('customer-portal.summary.quotesPending'), String(summary.quotesPending)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer-portal.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function NeedHelp({ company }: { company: Portal['company'] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('customer-portal.help.title')}</CardTitle>
        <CardDescription>{t('customer-portal.help.text', { name: company.name })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ContactList contact={company} />
      </CardContent>
    </Card>
  );
}
