import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';

/** The recovery codes, shown this once (only their hashes are kept), to copy or download before going on. */
export function RecoveryCodesPanel(props: { codes: string[]; onDone: () => void }) {
  const text = `${props.codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied', { description: 'The recovery codes are on your clipboard.' });
    } catch {
      toast.error('Copy failed', { description: 'Select the codes and copy them by hand.' });
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
        <p className="font-semibold">Save your recovery codes</p>
        <p className="mt-1">
          Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2" aria-label="Recovery codes">
        {props.codes.map((code) => (
          <li key={code} className="rounded border bg-card px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          Download codes
        </Button>
        <Button type="button" onClick={props.onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
