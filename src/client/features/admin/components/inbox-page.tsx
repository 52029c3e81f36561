import { format } from 'date-fns';
import { useState } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { ADMIN_PAGE_SIZE, useContactMessages, useNewsletterSubscriptions } from '../api/admin.api';

const when = (iso: string) => format(new Date(iso), 'MMM dd, yyyy HH:mm');

function Messages() {
  const t = useT();
  const [page, setPage] = useState(0);
  const { data, isLoading } = useContactMessages(page);
  return (
    <div className="space-y-4">
      <Card>
        <CardContent flush>
          {isLoading && <Skeleton className="m-5 h-32" />}
          {data?.items.length === 0 && <p className="p-8 text-center text-muted">{t('admin.inbox.noMessages')}</p>}
          <ul className="divide-y">
            {data?.items.map((m) => (
              <li key={m.id} className="space-y-1 px-5 py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">
                    {m.name}{' '}
                    <a
                      className="text-sm font-normal text-brand-700 underline dark:text-brand-500"
                      href={`mailto:${m.email}`}
                    >
                      {m.email}
                    </a>
                  </p>
                  <time className="text-sm text-muted" dateTime={m.createdAt}>
                    {when(m.createdAt)}
                  </time>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm">{m.message}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Pager
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        noun={t('admin.inbox.messagesNoun')}
        onChange={setPage}
      />
    </div>
  );
}

function Subscribers() {
  const t = useT();
  const [page, setPage] = useState(0);
  const { data, isLoading } = useNewsletterSubscriptions(page);
  return (
    <div className="space-y-4">
      <Card>
        <CardContent flush>
          {isLoading && <Skeleton className="m-5 h-32" />}
          {data?.items.length === 0 && <p className="p-8 text-center text-muted">{t('admin.inbox.noSubscribers')}</p>}
          <ul className="divide-y">
            {data?.items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
                <span className="break-all">{s.email}</span>
                <time className="text-sm text-muted" dateTime={s.createdAt}>
                  {when(s.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Pager
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        noun={t('admin.inbox.subscribersNoun')}
        onChange={setPage}
      />
    </div>
  );
}

/** What visitors sent from the public site: contact messages and newsletter sign-ups. */
export function InboxPage() {
  const t = useT();
  useDocumentTitle(t('admin.inbox.title'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.inbox.title')} description={t('admin.inbox.description')} />
      <Tabs defaultValue="messages">
        <TabsList className="max-w-sm">
          <TabsTrigger value="messages">{t('admin.inbox.messages')}</TabsTrigger>
          <TabsTrigger value="subscribers">{t('admin.inbox.newsletter')}</TabsTrigger>
        </TabsList>
        <TabsContent value="messages" className="mt-4">
          <Messages />
        </TabsContent>
        <TabsContent value="subscribers" className="mt-4">
          <Subscribers />
        </TabsContent>
      </Tabs>
    </div>
  );
}
