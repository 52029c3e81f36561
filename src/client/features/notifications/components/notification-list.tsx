import { formatDistanceToNow } from 'date-fns';
import { DropdownMenuItem } from '@client/components/ui/dropdown-menu';
import { cx } from '@client/lib/cx';
import type { Notification } from '@shared/notifications/notifications.schemas';

/** The bell's notifications, newest first, each opening its link (see notification-bell.tsx). */
export function NotificationList({ items, onOpen }: { items: Notification[]; onOpen: (n: Notification) => void }) {
  return items.map((n) => (
    <DropdownMenuItem key={n.id} stacked onSelect={() => onOpen(n)}>
      <span className={cx('text-sm', !n.readAt && 'font-semibold')}>{n.title}</span>
      {n.body && <span className="line-clamp-2 text-xs text-muted">{n.body}</span>}
      <span className="text-xs text-muted">{formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}</span>
    </DropdownMenuItem>
  ));
}
