import { formatDistanceToNow, type Locale } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { useLingui } from '@lingui/react';
import { DropdownMenuItem } from '@client/components/ui/dropdown-menu';
import { cx } from '@client/lib/cx';
import type { Notification } from '@shared/notifications/notifications.schemas';

const locales: Partial<Record<string, Locale>> = { es, fr };

/** The bell's notifications, newest first, each opening its link (see notification-bell.tsx). */
export function NotificationList({ items, onOpen }: { items: Notification[]; onOpen: (n: Notification) => void }) {
  // The times are written in the app's language (date-fns's own English without a locale).
  const locale = locales[useLingui().i18n.locale];
  return items.map((n) => (
    <DropdownMenuItem key={n.id} stacked onSelect={() => onOpen(n)}>
      <span className={cx('text-sm', !n.readAt && 'font-semibold')}>{n.title}</span>
      {n.body && <span className="line-clamp-2 text-xs text-muted">{n.body}</span>}
      <span className="text-xs text-muted">
        {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true, locale })}
      </span>
    </DropdownMenuItem>
  ));
}
