import { groupDigits } from '@shared/money';
import { Button } from './button';
import { useT } from '@client/i18n/use-t';

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
  const t = useT();
  const exact = props.exact ?? true;
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const more = exact ? '' : '+';
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="text-muted">
        {t('ui.pager.summary', {
          page: props.page + 1,
          pages: `${groupDigits(pages)}${more}`,
          total: `${groupDigits(props.total)}${more}`,
          noun: props.noun,
        })}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={props.page === 0} onClick={() => props.onChange(props.page - 1)}>
          {t('ui.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={exact && props.page + 1 >= pages}
          onClick={() => props.onChange(props.page + 1)}
        >
          {t('ui.next')}
        </Button>
      </div>
    </div>
  );
}
