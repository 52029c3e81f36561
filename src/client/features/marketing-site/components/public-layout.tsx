import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from '@client/components/layout/skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Every public page: skip link, header, the page in the `main` landmark, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
