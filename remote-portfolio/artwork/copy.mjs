// The words drawn into the generated product screens, per business domain, so
// that each project's screenshots read like a real product of its kind. The
// words themselves are data, in domain-copy.json. Every person, client and
// customer in them is an obviously made-up placeholder ('Test Patient 01',
// 'Demo Client A'): the brands are fictional and the data synthetic, as the
// portfolio page says.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DOMAIN_COPY_PATH = path.join(import.meta.dirname, 'domain-copy.json');

export const DOMAIN_COPY = JSON.parse(readFileSync(DOMAIN_COPY_PATH, 'utf8'));
