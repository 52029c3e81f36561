import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { useCalendarFeed } from '../api/scheduling.api';

/**
 * The private calendar link: a phone's calendar app subscribes to it and shows the visits. Regenerating it makes a
 * new link and ends the old one (a link that got out); turning it off ends it.
 */
export function CalendarFeedCard(props: { url: string | null }) {
  const t = useT();
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
        <CardTitle>{t('scheduling.feed.link')}</CardTitle>
        <CardDescription>{t('scheduling.feed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {props.url ? (
          <>
            <div className="flex gap-2">
              <Input
                readOnly
                aria-label={t('scheduling.feed.link')}
                value={props.url}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="outline" onClick={() => void copy()}>
                {copied ? t('scheduling.feed.copied') : t('scheduling.feed.copy')}
              </Button>
            </div>
            <p className="text-xs text-muted">{t('scheduling.feed.warning')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => feed.mutate('create', { onSuccess: () => setCopied(false) })}
              >
                {busy && feed.variables === 'create'
                  ? t('scheduling.feed.regenerating')
                  : t('scheduling.feed.regenerate')}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => feed.mutate('off')}>
                {busy && feed.variables === 'off' ? t('scheduling.feed.turningOff') : t('scheduling.feed.turnOff')}
              </Button>
            </div>
          </>
        ) : (
          <Button disabled={busy} onClick={() => feed.mutate('create')}>
            {busy ? t('scheduling.common.creating') : t('scheduling.feed.create')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
