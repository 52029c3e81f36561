import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { csvRecord } from '@shared/customers/csv';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_CHARS,
  customerMessages,
  type CustomerImportRow,
} from '@shared/customers/customers.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { serverMessage } from '@client/lib/failure-toast';
import { useImportCustomers, useImportPreview } from '../api/customers.api';
import { useT } from '@client/i18n/use-t';

const SHOWN_ROWS = 100;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(
  csvRecord(CUSTOMER_CSV_COLUMNS) +
    csvRecord(['Maria Lopez', 'maria@example.com', '(555) 010-3000', '12 Oak St', 'Gate code 1234']),
)}`;

function RowsTable({ rows, caption, refused }: { rows: CustomerImportRow[]; caption: string; refused?: boolean }) {
  const t = useT();
  return (
    <div className="max-h-56 overflow-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-card text-xs text-muted">
          <tr>
            <th className="px-3 py-2 font-medium">{t('customers.import.line')}</th>
            <th className="px-3 py-2 font-medium">{t('customers.import.name')}</th>
            <th className="px-3 py-2 font-medium">
              {refused ? t('customers.import.reason') : t('customers.import.email')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <tr key={r.line}>
              <td className="px-3 py-1.5 text-muted">{r.line}</td>
              <td className="px-3 py-1.5 break-words">
                {r.name || <span className="text-muted">{t('customers.import.noName')}</span>}
              </td>
              <td className={refused ? 'px-3 py-1.5 text-red-600 dark:text-red-400' : 'px-3 py-1.5 break-all'}>
                {refused ? r.error : r.email}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN_ROWS && (
        <p className="px-3 py-2 text-xs text-muted">
          {t('customers.import.more', { count: rows.length - SHOWN_ROWS })}
        </p>
      )}
    </div>
  );
}

/** Import from a CSV file: read in the browser, checked by the server, then imported in one go. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useImportPreview();
  const run = useImportCustomers();

  const reset = () => {
    setCsv(null);
    setFileError(null);
    preview.reset();
  };
  const close = () => {
    onOpenChange(false);
    reset();
  };
  const pick = async (file: File | undefined) => {
    reset();
    if (!file) return;
    const text = await file.text();
    if (text.length > CUSTOMER_IMPORT_MAX_CHARS) return setFileError(customerMessages.csvTooLarge);
    setCsv(text);
    preview.mutate(text);
  };

  const rows = preview.data?.rows ?? [];
  const refused = rows.filter((r) => r.error);
  const accepted = rows.filter((r) => !r.error);
  const problem =
    fileError ?? (preview.error ? (serverMessage(preview.error) ?? t('customers.import.checkFailed')) : null);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent size="2xl">
        <DialogHeader title={t('customers.import.title')} description={t('customers.import.description')} />
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border bg-card px-4 text-sm font-medium hover:bg-slate-100 focus-within:outline-2 dark:hover:bg-slate-800"
            >
              <FileUp className="size-4" aria-hidden /> {t('customers.import.choose')}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = ''; // choosing the same file again, after fixing it, reads it again
                  void pick(file);
                }}
              />
            </label>
            <a
              href={templateHref}
              download="customers-template.csv"
              className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-500"
            >
              <Download className="size-4" aria-hidden /> {t('customers.import.template')}
            </a>
          </div>

          {preview.isPending && <Spinner label={t('customers.import.checking')} />}
          {problem && (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
            >
              {problem}
            </p>
          )}
          {preview.data && (
            <div className="space-y-4">
              <p className="text-sm" role="status">
                {t('customers.import.counts', { accepted: preview.data.accepted, refused: preview.data.refused })}
              </p>
              {refused.length > 0 && (
                <section className="space-y-2">
                  <h3 className="text-sm font-semibold">{t('customers.import.refusedTitle')}</h3>
                  <RowsTable rows={refused} caption={t('customers.import.refusedCaption')} refused />
                </section>
              )}
              {accepted.length > 0 && (
                <section className="space-y-2">
                  <h3 className="text-sm font-semibold">{t('customers.import.readyTitle')}</h3>
                  <RowsTable rows={accepted} caption={t('customers.import.readyCaption')} />
                </section>
              )}
            </div>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {run.isPending ? t('customers.import.close') : t('customers.import.cancel')}
            </Button>
            <Button
              disabled={!csv || !preview.data || preview.data.accepted === 0 || run.isPending}
              onClick={() => csv && run.mutate(csv, { onSuccess: close })}
            >
              {run.isPending
                ? t('customers.import.importing')
                : t('customers.import.run', { count: preview.data?.accepted ?? 0 })}
            </Button>
          </div>
          {run.isPending && (
            <p className="text-xs text-muted" role="status">
              {t('customers.import.runningNote')}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
