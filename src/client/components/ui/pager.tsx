import { groupDigits } from '@shared/money';
import { Button } from './button';

/**
 * Previous / Next under a paged list, with where we are and how many there are. A total that is not `exact`
 * (a search counted up to a cap) is "at least": said as "100+", and Next stays open until a page says where
 * the list ends.
 */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  exact?: boolean;
  noun: string;
  onChange: (page: number) => void;
}) {
  const exact = props.exact ?? true;
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const more = exact ? '' : '+';
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted">
        Page {props.page + 1} of {groupDigits(pages)}
        {more} · {groupDigits(props.total)}
        {more} {props.noun}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page === 0} onClick={() => props.onChange(props.page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={exact && props.page + 1 >= pages}
          onClick={() => props.onChange(props.page + 1)}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
