import { z } from '../../shared/zod';

// src/shared/zod.ts turns zod's compiled parsers off for the browser, whose content security policy forbids
// `new Function`. The server has no such policy, and every answer passes its zod response schema: compiled
// parsers make a page of fifty invoices several times cheaper to check.
z.config({ jitless: false });
