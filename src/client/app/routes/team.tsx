import { TeamPage } from '@client/features/team/components/team-page';

export default TeamPage;
