import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { useSession } from '@client/lib/session';
import { useT } from '@client/i18n/use-t';

/** Signed in: straight to the builder. A visitor: to the sign-in screen first. */
export function StorefrontAction({
  label,
  ...props
}: { label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const t = useT();
  const { user } = useSession();
  const to = user ? '/landing-page-builder' : '/auth?tab=login';
  const text = user ? t('marketing-site.storefronts.build') : t('marketing-site.storefronts.signIn');
  return (
    <Button asChild {...props}>
      <Link
        to={to}
        aria-label={label ? t('marketing-site.storefronts.actionLabel', { action: text, plan: label }) : undefined}
      >
        {text} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
