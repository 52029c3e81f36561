import { JoinTeamPage } from '@client/features/team/components/join-team-page';

export default JoinTeamPage;
