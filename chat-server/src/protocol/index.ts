export * from './chat';
export * from './contact-lead';
