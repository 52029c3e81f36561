import { UserRoundCog } from 'lucide-react';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { Trans } from '@client/i18n/trans';
import { useT } from '@client/i18n/use-t';
import { useStopImpersonation } from '../api/users.api';

/** On every screen of an impersonating session: whose account this is, and the way back. */
export function ImpersonationBanner({ user }: { user: PublicUser }) {
  const t = useT();
  const stop = useStopImpersonation();
  if (!user.impersonating) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-violet-700 px-4 py-2 text-sm text-white"
    >
      <span className="flex items-center gap-2">
        <UserRoundCog className="size-4" aria-hidden />
        <span>
          <Trans id="admin.impersonating.text" values={{ name, email: user.email }} components={{ b: <strong /> }} />
        </span>
      </span>
      <Button
        size="sm"
        variant="outline"
        className="text-slate-900"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {stop.isPending ? t('admin.impersonating.stopping') : t('admin.impersonating.stop')}
      </Button>
    </div>
  );
}
