import { Link } from 'react-router';
import type { Team } from '@shared/team/team.schemas';
import { Card, CardContent } from '@client/components/ui/card';

/** The plan's users: members (the owner too) and waiting invitations count, as the server counts them. */
export function SeatsCard({ team }: { team: Team }) {
  const used = team.members.length + team.invitations.length;
  const full = team.userLimit !== null && used >= team.userLimit;
  return (
    <Card>
      <CardContent flush className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
        <div data-testid="team-seats">
          <p className="text-sm text-muted">Seats used</p>
          <p className="text-xl font-bold sm:text-2xl">
            {team.userLimit === null ? `${used} of unlimited` : `${used} of ${team.userLimit}`}
          </p>
          <p className="text-sm text-muted">Members and waiting invitations count against your plan.</p>
        </div>
        {full && (
          <Link to="/subscribe" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
            Change plan for more seats
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
