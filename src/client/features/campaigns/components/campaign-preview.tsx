import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerPicker } from '@client/components/customer-picker';
import { Field } from '@client/components/ui/field';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { customerOptionsQuery } from '@client/lib/customer-lookup';
import { useT } from '@client/i18n/use-t';
import { campaignPreviewQuery } from '../api/campaigns.queries';

/**
 * The e-mail as the server fills it for one customer (the first who can receive it until another is chosen), in a
 * sandboxed frame: no script of the message runs, and nothing of it reaches the page.
 */
export function CampaignPreview(props: { subject: string; content: string }) {
  const t = useT();
  const [customerId, setCustomerId] = useState<number | undefined>();
  const preview = useQuery(campaignPreviewQuery({ subject: props.subject, content: props.content, customerId }));
  const data = preview.data;
  return (
    <div className="space-y-4">
      <Field id="campaign-preview-customer" label={t('campaigns.preview.for')}>
        <CustomerPicker
          id="campaign-preview-customer"
          initialName=""
          optionsQuery={customerOptionsQuery}
          onSelect={(customer) => setCustomerId(customer.id)}
        />
      </Field>
      {preview.isLoading && <Skeleton className="h-96" />}
      {preview.isError && !data && (
        <LoadError
          what={t('campaigns.preview.loadWhat')}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      )}
      {data && (
        <div className="space-y-3" aria-busy={preview.isFetching}>
          <p className="text-sm text-muted">
            {data.customer
              ? t('campaigns.preview.as', { name: data.customer.name, email: data.customer.email })
              : t('campaigns.preview.sample')}
          </p>
          <div className="rounded-md border bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900">
            <span className="text-muted">{t('campaigns.preview.subject')} </span>
            <span className="font-medium" data-testid="preview-subject">
              {data.subject}
            </span>
          </div>
          <iframe
            title={t('campaigns.preview.frame')}
            sandbox=""
            srcDoc={data.html}
            className="h-[28rem] w-full rounded-md border bg-white"
          />
        </div>
      )}
    </div>
  );
}
