export * from './chat.js';
export * from './contact-lead.js';
export * from './input-text.js';
