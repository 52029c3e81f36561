import { useEffect } from 'react';
import { readSiteInfo } from './site-info';

/** '<title> | <site name>', the site's name as Site Settings names it. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const { siteName } = readSiteInfo();
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
