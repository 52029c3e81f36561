import { Button } from './button';

/** Previous / Next under a paged list, with where we are and how many there are. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted">
        Page {props.page + 1} of {pages} · {props.total} {props.noun}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page === 0} onClick={() => props.onChange(props.page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={props.page + 1 >= pages}
          onClick={() => props.onChange(props.page + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
