import { Link } from 'react-router';
import type { Team } from '@shared/team/team.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

/** The plan's users: members (the owner too) and waiting invitations count, as the server counts them. */
export function SeatsCard({ team }: { team: Team }) {
  const t = useT();
  const used = team.members.length + team.invitations.length;
  const full = team.userLimit !== null && used >= team.userLimit;
  return (
    <Card>
      <CardContent flush className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
        <div data-testid="team-seats">
          <p className="text-sm text-muted">{t('team.seats.used')}</p>
          <p className="text-xl font-bold sm:text-2xl">
            {team.userLimit === null
              ? t('team.seats.unlimited', { used })
              : t('team.seats.count', { used, limit: team.userLimit })}
          </p>
          <p className="text-sm text-muted">{t('team.seats.note')}</p>
        </div>
        {full && (
          <Link to="/subscribe" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
            {t('team.seats.changePlan')}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
