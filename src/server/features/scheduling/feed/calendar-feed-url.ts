/** The private calendar feed's path: the token is the only key, so the URL is the secret. */
export const calendarFeedPath = (token: string) => `/api/calendar-feed/${token}.ics`;
