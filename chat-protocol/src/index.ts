export * from '#protocol/limits';
export * from '#protocol/input-text';
export * from '#protocol/rest-response';
export * from '#protocol/chat';
export * from '#protocol/contact-lead-fields';
export * from '#protocol/contact-lead';
export * from '#protocol/socket-events';
export * from '#protocol/booking';
