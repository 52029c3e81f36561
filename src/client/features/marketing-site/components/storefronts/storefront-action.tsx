import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { useSession } from '@client/lib/session';

/** Signed in: straight to the builder. A visitor: to the sign-in screen first. */
export function StorefrontAction({
  label,
  ...props
}: { label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { user } = useSession();
  const to = user ? '/landing-page-builder' : '/auth?tab=login';
  const text = user ? 'Build Your Storefront' : 'Sign In to Get Started';
  return (
    <Button asChild {...props}>
      <Link to={to} aria-label={label ? `${text}: ${label}` : undefined}>
        {text} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
