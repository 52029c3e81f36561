import { MainLandmark } from '@client/components/layout/main-landmark';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';

export default function NotFound() {
  const t = useT();
  useDocumentTitle(t('app.notFound.title'));
  return (
    <MainLandmark className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <h1 className="text-3xl font-bold">{t('app.notFound.title')}</h1>
      <p className="max-w-md text-muted">{t('app.notFound.text')}</p>
      <Button asChild>
        <Link to="/">{t('app.notFound.home')}</Link>
      </Button>
    </MainLandmark>
  );
}
