import { Button } from './button';

/** What a list shows when its data could not be loaded, with a way to try again. */
export function LoadError(props: { what: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <p className="font-medium">We could not load {props.what} just now.</p>
      <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
      <Button className="mt-4" variant="outline" disabled={props.retrying} onClick={props.onRetry}>
        {props.retrying ? 'Loading...' : 'Try again'}
      </Button>
    </div>
  );
}
