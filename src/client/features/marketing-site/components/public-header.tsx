import { Menu, Moon, Sun, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { useTheme } from '@client/lib/theme';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

const pageLinks = (t: ReturnType<typeof useT>) => [
  { to: '/', label: t('marketing-site.nav.home') },
  { to: '/features', label: t('marketing-site.nav.features') },
  { to: '/pricing', label: t('marketing-site.nav.pricing') },
  { to: '/blog', label: t('marketing-site.nav.blog') },
];

const linkClass = ({ isActive }: { isActive: boolean }, size = 'text-sm') =>
  cx(
    size,
    'rounded-md px-3 py-2 font-medium transition-colors hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white',
    isActive ? 'text-brand-700 dark:text-brand-100' : 'text-slate-700 dark:text-slate-300',
  );

function ThemeToggle() {
  const t = useT();
  const { dark, toggle } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={dark ? t('marketing-site.nav.lightMode') : t('marketing-site.nav.darkMode')}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

/** The public site's top bar: page links, sign-in and sign-up; below 768 px the links fold into a menu. */
export function PublicHeader() {
  const t = useT();
  const links = pageLinks(t);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header
      className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/80"
      onKeyDown={onKeyDown}
    >
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
        aria-label={t('marketing-site.nav.main')}
      >
        <Link to="/" aria-label={t('brand.home')} className="shrink-0 rounded-md" onClick={close}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <span className="hidden md:inline-flex">
            <Button asChild variant="ghost">
              <Link to="/auth?tab=login">{t('marketing-site.nav.login')}</Link>
            </Button>
          </span>
          <Button asChild size="sm" className="sm:h-10 sm:px-4">
            <Link to="/auth?tab=register">{t('marketing-site.nav.signUp')}</Link>
          </Button>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('marketing-site.nav.closeMenu') : t('marketing-site.nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </nav>
      <div id={menuId} hidden={!open} className="border-t bg-white px-4 pb-4 pt-2 md:hidden dark:bg-slate-950">
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={(state) => cx(linkClass(state, 'text-base'), 'block')}
                onClick={close}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-3 w-full">
          <Link to="/auth?tab=login" onClick={close}>
            {t('marketing-site.nav.login')}
          </Link>
        </Button>
      </div>
    </header>
  );
}
