/**
 * Imported first by every schema module. The schemas are written with zod/mini:
 * the browser parses every packet with them, and mini's functional API keeps the
 * chat's code small and quick to start (each classic schema carries its methods).
 * In the browser the site runs under a Content-Security-Policy without
 * 'unsafe-eval': zod must not probe `Function` for its JIT (a CSP violation).
 * Mini loads no messages of its own; the English ones are what both sides say.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

z.config(en());
if ('window' in globalThis) z.config({ jitless: true });

export { z };
