import { Bell } from 'lucide-react';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import type { Notification } from '@shared/notifications/notifications.schemas';
import { useMarkRead, useNotifications } from '../api/notifications.api';
import { useT } from '@client/i18n/use-t';

// The list, with its relative times (date-fns and its locale), loads when the bell is reached for, not with every
// screen: the bar draws the bell and its count only.
const NotificationList = preloadable(() => import('./notification-list').then((m) => m.NotificationList));

export function NotificationBell() {
  const t = useT();
  const { data, refetch } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link) navigate(n.link);
  };

  return (
    <DropdownMenu onOpenChange={(open) => open && void refetch()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t('notifications.bell.labelUnread', { unread }) : t('notifications.bell.label')}
          onPointerEnter={NotificationList.preload}
          onFocus={NotificationList.preload}
        >
          <Bell />
          {unread > 0 && (
            <span
              data-testid="unread-count"
              className="absolute right-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-4 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80">
        <div className="flex items-center justify-between">
          <DropdownMenuLabel className="font-semibold">{t('notifications.bell.title')}</DropdownMenuLabel>
          {unread > 0 && (
            <Button variant="link" size="sm" onClick={() => markRead.mutate('all')}>
              {t('notifications.bell.markAllRead')}
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {!data?.items.length && (
          <p className="px-2 py-6 text-center text-sm text-muted">{t('notifications.bell.empty')}</p>
        )}
        {data?.items.length ? (
          <Suspense fallback={<Spinner className="mx-auto my-4 size-5" />}>
            <NotificationList items={data.items} onOpen={open} />
          </Suspense>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
