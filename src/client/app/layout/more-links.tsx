import { ChevronDown } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { cx } from '@client/lib/cx';
import type { NavLink } from './nav-links';
import { useT } from '@client/i18n/use-t';

/** The navigation links that do not fit on one line at desktop width. */
export function MoreLinks({ links }: { links: NavLink[] }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = links.some((l) => l.to === pathname);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cx('text-sm font-medium', active ? 'text-brand-700 dark:text-brand-500' : 'text-muted')}
        >
          {t('app.nav.more')} <ChevronDown />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {links.map((l) => (
          <DropdownMenuItem
            key={l.to}
            onSelect={() => navigate(l.to)}
            className={cx(l.to === pathname && 'font-semibold')}
          >
            {l.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
