import { createLog } from '@agency/site-kit/browser/log';

/**
 * One JSON log record per line from this remote (the tooling log helper):
 * strings in the details are cut to 100 characters, so a visitor's message
 * never lands in full.
 */
export const log = createLog('remote-chat');
