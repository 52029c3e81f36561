import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useCalendarFeed } from '../api/scheduling.api';

/**
 * The private calendar link: a phone's calendar app subscribes to it and shows the visits. Regenerating it makes a
 * new link and ends the old one (a link that got out); turning it off ends it.
 */
export function CalendarFeedCard(props: { url: string | null }) {
  const feed = useCalendarFeed();
  const [copied, setCopied] = useState(false);
  const busy = feed.isPending;
  const copy = async () => {
    if (!props.url) return;
    await navigator.clipboard.writeText(props.url);
    setCopied(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar link</CardTitle>
        <CardDescription>
          See your visits in your phone's calendar: copy the link, then paste it into the calendar app as a calendar to
          subscribe to by URL (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar; on Google Calendar:
          Other calendars, From URL).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {props.url ? (
          <>
            <div className="flex gap-2">
              <Input readOnly aria-label="Calendar link" value={props.url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-muted">Anyone with the link can see your visits. Regenerate it if it got out.</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => feed.mutate('create', { onSuccess: () => setCopied(false) })}
              >
                {busy && feed.variables === 'create' ? 'Regenerating...' : 'Regenerate'}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => feed.mutate('off')}>
                {busy && feed.variables === 'off' ? 'Turning off...' : 'Turn off'}
              </Button>
            </div>
          </>
        ) : (
          <Button disabled={busy} onClick={() => feed.mutate('create')}>
            {busy ? 'Creating...' : 'Create calendar link'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
