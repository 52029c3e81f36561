import { Building2, ListTodo, LogOut, Moon, Settings, Sun, User, Users, Wrench } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useTheme } from '@client/lib/theme';
import { seesOwnerThings } from '@client/lib/use-business-role';
import { useLogout } from '@client/features/auth/api/auth.api';
import { useSavePreferences } from '@client/features/profile-settings/api/preferences.api';
import { PlanLabel } from '@client/features/subscriptions/components/plan-label';
import { useT } from '@client/i18n/use-t';

export function ProfileMenu({ user }: { user: PublicUser }) {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();
  const savePreferences = useSavePreferences({ quiet: true });
  // The toggle saves the theme to the account too, so every device of the user follows it.
  const { dark, toggle } = useTheme((theme) => savePreferences.mutate({ theme }));
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const initials = (user.firstName?.[0] ?? user.email[0]).toUpperCase() + (user.lastName?.[0] ?? '').toUpperCase();
  const verified = user.emailVerified || user.isAdmin;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by what it shows (the initials, and the name and plan where they fit) and then by what it is,
            so that a user of speech input can say what they see (WCAG 2.5.3). The spaces keep the words apart
            in that name; the layout ignores them. */}
        <Button variant="ghost" size="sm" className="h-10">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
            {initials}
          </span>{' '}
          <span className="hidden text-left leading-tight md:block">
            <span className="block text-sm font-medium">{name}</span>{' '}
            <PlanLabel user={user} adminLabel={t('app.shell.siteAdministrator')} />
          </span>{' '}
          <span className="sr-only">{t('app.shell.profileMenu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-medium">{name}</span>
          <span className="block text-xs text-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile-settings')}>
          <User /> {t('app.shell.myProfile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/account-settings')}>
          <Settings /> {t('app.shell.accountSettings')}
        </DropdownMenuItem>
        {verified && (
          <DropdownMenuItem onSelect={() => navigate('/todo-management')}>
            <ListTodo /> {t('app.shell.todoManagement')}
          </DropdownMenuItem>
        )}
        {verified && !user.isAdmin && user.businessRole !== 'technician' && (
          <>
            <DropdownMenuItem onSelect={() => navigate('/company')}>
              <Building2 /> {t('app.shell.companyProfile')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/company#services')}>
              <Wrench /> {t('app.shell.services')}
            </DropdownMenuItem>
          </>
        )}
        {verified && seesOwnerThings(user) && (
          <DropdownMenuItem onSelect={() => navigate('/team')}>
            <Users /> {t('app.shell.team')}
          </DropdownMenuItem>
        )}
        {verified && user.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/site-settings')}>
            <Settings /> {t('app.shell.siteSettings')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={toggle}>
          {dark ? <Sun /> : <Moon />} {dark ? t('app.shell.lightMode') : t('app.shell.darkMode')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate(undefined, { onSuccess: () => navigate('/') })}>
          <LogOut /> {t('app.shell.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
