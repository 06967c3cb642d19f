export * from './chat.js';
export * from './contact-lead.js';
