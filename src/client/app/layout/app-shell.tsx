import { MainLandmark } from '@client/components/layout/main-landmark';
import { Menu, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { LogoMark } from '@client/components/brand/logo';
import { MAIN_ID, SkipLink } from '@client/components/layout/skip-link';
import { Button } from '@client/components/ui/button';
import { cx } from '@client/lib/cx';
import { ImpersonationBanner } from '@client/features/admin/components/impersonation-banner';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';
import { TrialBanner } from '@client/features/subscriptions/components/trial-banner';
import { usePreferences } from '@client/features/profile-settings/api/preferences.api';
import { useApplyPreferences } from '@client/features/profile-settings/components/apply-preferences';
import { MoreLinks } from './more-links';
import { navLinksFor } from './nav-links';

import { ProfileMenu } from './profile-menu';
import { useT } from '@client/i18n/use-t';

const INLINE_LINKS = 6;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800',
    isActive ? 'text-brand-700 dark:text-brand-500' : 'text-muted',
  );

/** The frame of every signed-in screen: navigation by role, the bell, the profile menu. */
export default function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu as it closes a dialog or a menu, and gives focus back to its button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };
  // Before the screen below renders: it writes dates and figures in the user's formats.
  useApplyPreferences(usePreferences(user));
  const links = navLinksFor(user, t);
  const unverified = !user.emailVerified && !user.isAdmin;

  return (
    <div className="min-h-screen">
      <SkipLink />
      <ImpersonationBanner user={user} />
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={open ? t('app.shell.closeMenu') : t('app.shell.openMenu')}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X /> : <Menu />}
          </Button>
          <Link to="/" className="flex items-center gap-2 font-bold" aria-label={t('app.shell.homeLink')}>
            <LogoMark className="size-7" />
            <span className="hidden sm:inline">Crewdesk</span>
          </Link>
          <nav aria-label={t('app.shell.mainNav')} className="ml-4 hidden min-w-0 flex-1 items-center gap-1 xl:flex">
            {links.slice(0, INLINE_LINKS).map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
            {links.length > INLINE_LINKS && <MoreLinks links={links.slice(INLINE_LINKS)} />}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell />
            <ProfileMenu user={user} />
          </div>
        </div>
        {open && (
          <nav aria-label={t('app.shell.mobileNav')} className="border-t px-4 py-2 xl:hidden" onKeyDown={closeOnEscape}>
            <ul className="grid gap-1 sm:grid-cols-2">
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className={linkClass} onClick={() => setOpen(false)}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {unverified && (
        <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
          {t('app.shell.verifyEmail')}
        </div>
      )}
      <MainLandmark id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:py-8">
        {children}
      </MainLandmark>
      <TrialBanner user={user} />
    </div>
  );
}
