import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActiveSession } from '@shared/account/security.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDateTime } from '@client/lib/dates';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './security.api';
import { useT } from '@client/i18n/use-t';

function SessionRow({ session }: { session: ActiveSession }) {
  const t = useT();
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {t('account.sessions.browserOn', { browser: session.browser, os: session.os })}{' '}
          {session.current && (
            <Badge tone="green" className="ml-1">
              {t('account.sessions.thisDevice')}
            </Badge>
          )}
        </p>
        <p className="text-muted">
          {session.lastSeenAt
            ? t('account.sessions.detailsActive', {
                address: session.ipAddress ?? t('account.sessions.unknownAddress'),
                signedIn: formatDateTime(session.createdAt),
                lastActive: formatDateTime(session.lastSeenAt),
              })
            : t('account.sessions.details', {
                address: session.ipAddress ?? t('account.sessions.unknownAddress'),
                signedIn: formatDateTime(session.createdAt),
              })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={t('account.sessions.signOutLabel', { browser: session.browser, os: session.os })}
          onClick={() => end.mutate(session.id)}
        >
          {end.isPending ? t('account.sessions.signingOut') : t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with Sign out for each other session and for all of them at once. */
export function SessionsCard() {
  const t = useT();
  const { data, isPending, isError } = useQuery(sessionsQuery);
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <Card>
      <CardHeader row>
        <div>
          <CardTitle>{t('account.sessions.title')}</CardTitle>
          <CardDescription>{t('account.sessions.description')}</CardDescription>
        </div>
        {others > 0 && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('account.sessions.signOutOthers')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" aria-hidden>
            {[0, 1].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-muted">{t('account.sessions.loadFailed')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('account.sessions.title')}>
            {data.items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.sessions.confirmTitle')}
        description={t('account.sessions.confirmText')}
        confirmLabel={t('account.sessions.confirm')}
        pendingLabel={t('account.sessions.signingOut')}
        pending={endOthers.isPending}
        destructive
        onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
