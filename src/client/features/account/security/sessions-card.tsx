import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActiveSession } from '@shared/account/security.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDateTime } from '@client/lib/dates';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './security.api';

function SessionRow({ session }: { session: ActiveSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {session.browser} on {session.os}{' '}
          {session.current && (
            <Badge tone="green" className="ml-1">
              This device
            </Badge>
          )}
        </p>
        <p className="text-muted">
          {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.createdAt)}
          {session.lastSeenAt && ` · Last active ${formatDateTime(session.lastSeenAt)}`}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          aria-label={`Sign out ${session.browser} on ${session.os}`}
          onClick={() => end.mutate(session.id)}
        >
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with Sign out for each other session and for all of them at once. */
export function SessionsCard() {
  const { data, isPending, isError } = useQuery(sessionsQuery);
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <Card>
      <CardHeader row>
        <div>
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>The browsers signed in to your account. Sign out any you do not recognise.</CardDescription>
        </div>
        {others > 0 && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Sign out all other sessions
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
          <p className="text-sm text-muted">The sessions could not be loaded. Please reload the page.</p>
        ) : (
          <ul className="divide-y" aria-label="Active sessions">
            {data.items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out all other sessions?"
        description="Every browser signed in to your account except this one will be signed out."
        confirmLabel="Sign Out Others"
        pendingLabel="Signing out..."
        pending={endOthers.isPending}
        destructive
        onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
