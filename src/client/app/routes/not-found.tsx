import { MainLandmark } from '@client/components/layout/main-landmark';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';

export default function NotFound() {
  useDocumentTitle('404 Page Not Found');
  return (
    <MainLandmark className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="max-w-md text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </MainLandmark>
  );
}
