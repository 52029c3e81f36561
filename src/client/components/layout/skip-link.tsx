import type { MouseEvent } from 'react';
import { useT } from '@client/i18n/use-t';

/** The id of the `main` landmark that the skip link moves to; the landmark carries tabIndex={-1}. */
export const MAIN_ID = 'main';

/**
 * The first stop of every page's Tab order, shown when focused (its padding set on focus: not-sr-only clears it): past the header and navigation, straight to the
 * page's content. It moves focus itself rather than leave it to the #main fragment, so that the address does not
 * change (the router would see a new location) and focus lands in the landmark, from where Tab goes on.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-brand-700 text-sm font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:px-4 focus:py-2"
    >
      {t('layout.skipLink')}
    </a>
  );
}
