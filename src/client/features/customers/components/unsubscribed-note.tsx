import { MailX } from 'lucide-react';
import { useSession } from '@client/lib/session';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

const formats = new Map<string, Intl.DateTimeFormat>();

/** `Mar 05, 2024`: the business's day of the instant (the owner's zone, else the browser's when it knows none). */
function dayIn(iso: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(key, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/**
 * That the customer left the business's campaigns, and when; read-only (only the customer's own link resubscribes).
 * Nothing while they receive them.
 */
export function UnsubscribedNote({ unsubscribedAt, className }: { unsubscribedAt: string | null; className?: string }) {
  const t = useT();
  const { user } = useSession();
  if (!unsubscribedAt) return null;
  return (
    <span className={cx('flex items-center gap-1 text-xs font-normal text-amber-800 dark:text-amber-300', className)}>
      <MailX className="size-3.5 shrink-0" aria-hidden />
      {t('customers.unsubscribed.note', { date: dayIn(unsubscribedAt, user?.timezone) })}
    </span>
  );
}
