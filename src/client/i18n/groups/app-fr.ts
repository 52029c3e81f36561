import type { Messages } from '@lingui/core';

/** The app's French messages (the signed-in screens and the customers' pages), one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/*/messages/fr.json',
    '!../../features/marketing-site/messages/*.json',
    '../../components/messages/fr.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
