/**
 * Imported first by every schema module, for its settings. The schemas are written with
 * zod/mini: the browser parses every packet with them, and mini's functions keep the chat's
 * code small and quick to start (each classic schema carries all of its methods). Each module
 * imports `z` from 'zod/mini' itself: a namespace passed on from here would keep the whole of
 * mini in every bundle.
 * In the browser the site runs under a Content-Security-Policy without 'unsafe-eval': zod
 * must not probe `Function` for its JIT (a CSP violation). Mini loads no messages of its own;
 * the English ones are what both sides say.
 */
import { en } from 'zod/locales';
import { config } from 'zod/mini';

config(en());
if ('window' in globalThis) config({ jitless: true });
