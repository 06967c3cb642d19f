/**
 * Imported first by every schema module. In the browser the site runs under a
 * Content-Security-Policy without 'unsafe-eval': zod must not probe `Function`
 * for its JIT (a CSP violation).
 */
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
