import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { useSubscription } from '../api/subscriptions.api';
import { bannerNotice, canReadPlan, type BannerNotice } from '../subscription-format';

const DISMISSED_KEY = 'crewdesk-plan-banner-dismissed';

function dismissedKind(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function dismiss(kind: BannerNotice['kind']) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, kind);
  } catch {
    // Storage refused (a private window): dismissed until the page is left.
  }
}

/**
 * The trial's last days, a failing renewal or a limited account, with the way to /subscribe. Drawn only once the
 * plan is known, fixed at the bottom of the window below everything else, so nothing moves when it comes.
 * Dismissed for the browser session (a notice of another kind shows again). Never for administrators, the team's
 * members (the plan is the owner's) or owners not verified yet, nor on /subscribe itself.
 */
export function TrialBanner({ user }: { user: PublicUser }) {
  const t = useT();
  const readable = canReadPlan(user);
  const { data } = useSubscription(readable);
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(dismissedKind);
  const notice = readable && data ? bannerNotice(t, data) : null;
  if (!notice || notice.kind === dismissed || pathname === '/subscribe') return null;
  return (
    <>
      {/* Room to scroll the page's end out from under the bar; it follows everything, so nothing above it moves. */}
      <div className="h-28 sm:h-16" aria-hidden />
      <aside
        aria-label={t('subscriptions.banner.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-300 bg-amber-50 text-amber-950 shadow-lg dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
          <p className="min-w-0 flex-1 font-medium">{notice.text}</p>
          <div className="flex items-center gap-2">
            <Button asChild size="sm">
              <Link to="/subscribe">{notice.action}</Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t('subscriptions.banner.dismiss')}
              onClick={() => {
                dismiss(notice.kind);
                setDismissed(notice.kind);
              }}
            >
              <X aria-hidden />
            </Button>
          </div>
        </div>
      </aside>
    </>
  );
}
