/**
 * GET /api/admin/leads for the sales team (and e2e), with
 * `Authorization: Bearer <ADMIN_TOKEN>`. Without ADMIN_TOKEN the route does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { LeadStore } from './lead-store.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminRoutes(adminToken: string | undefined, leads: LeadStore): Router {
  const router = Router();
  if (!adminToken) return router;
  router.get('/api/admin/leads', async (request, response) => {
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ') || !sameSecret(authorization.slice('Bearer '.length), adminToken)) {
      response.status(401).json({ success: false, error: 'Admin token required' });
      return;
    }
    response.setHeader('Cache-Control', 'no-store');
    response.json({ success: true, data: await leads.list() });
  });
  return router;
}
