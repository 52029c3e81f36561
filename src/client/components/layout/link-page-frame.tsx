import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

/** The page an e-mailed link opens (an e-mail change, a team invitation): the logo, then one card with its heading. */
export function LinkPageFrame(props: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 px-4 py-10">
      <Link to="/" aria-label={t('brand.home')}>
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          {props.icon}
          <CardTitle as="h1">{props.title}</CardTitle>
          <CardDescription>{props.text}</CardDescription>
        </CardHeader>
        {props.children && <CardContent className="space-y-4">{props.children}</CardContent>}
      </Card>
    </main>
  );
}
