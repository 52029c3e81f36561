/**
 * A business is a team: the office books and bills, a technician starts a job, the owner renames a member. What
 * the others change reaches a screen that opens once what it holds is half a minute old, and a tab the user comes
 * back to. (Everything else stays fresh until this browser changes it: the client's default `staleTime`.)
 */
export const TEAM_STALE_MS = 30_000;

export const teamFresh = { staleTime: TEAM_STALE_MS, refetchOnWindowFocus: true } as const;
