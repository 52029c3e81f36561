import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; the app's content security policy forbids
// that, and merely probing for it logs a violation in the browser. Every shared schema imports zod from
// here, so the setting is in force before any schema runs, on the client and the server alike.
z.config({ jitless: true });

export { z };
