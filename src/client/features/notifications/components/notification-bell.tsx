import { formatDistanceToNow } from 'date-fns';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { cx } from '@client/lib/cx';
import { useMarkRead, useNotifications } from '../api/notifications.api';

export function NotificationBell() {
  const { data, refetch } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;

  return (
    <DropdownMenu onOpenChange={(open) => open && void refetch()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
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
          <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <Button variant="link" size="sm" onClick={() => markRead.mutate('all')}>
              Mark all read
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {!data?.items.length && <p className="px-2 py-6 text-center text-sm text-muted">You're all caught up.</p>}
        {data?.items.map((n) => (
          <DropdownMenuItem
            key={n.id}
            stacked
            onSelect={() => {
              if (!n.readAt) markRead.mutate(n.id);
              if (n.link) navigate(n.link);
            }}
          >
            <span className={cx('text-sm', !n.readAt && 'font-semibold')}>{n.title}</span>
            {n.body && <span className="line-clamp-2 text-xs text-muted">{n.body}</span>}
            <span className="text-xs text-muted">
              {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
