import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';

/** The recovery codes, shown this once (only their hashes are kept), to copy or download before going on. */
export function RecoveryCodesPanel(props: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${props.codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('account.codes.copied'), { description: t('account.codes.copiedText') });
    } catch {
      toast.error(t('account.codes.copyFailed'), { description: t('account.codes.copyFailedText') });
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <div
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950"
      >
        <p className="font-semibold">{t('account.codes.title')}</p>
        <p className="mt-1">{t('account.codes.text')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2" aria-label={t('account.codes.listLabel')}>
        {props.codes.map((code) => (
          <li key={code} className="rounded border bg-card px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {t('account.codes.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          {t('account.codes.download')}
        </Button>
        <Button type="button" onClick={props.onDone}>
          {t('account.codes.done')}
        </Button>
      </div>
    </div>
  );
}
