import type { ChatMessage } from '@agency/chat-protocol';
import { LEAD_SCORE_B } from '../shared/chat-rules';

/**
 * Client rule for docs/product-rules.md §9 "identified needs", used until chat-server's
 * analysis says which needs it has identified (and with a server that does
 * not send them): the distinct kinds of need the visitor's own messages
 * mention. Each entry is one need, matched by any of its words.
 */
export const NEED_KEYWORDS: Readonly<Record<string, RegExp>> = {
  aiIntegration: /\b(ai|artificial intelligence|machine learning|ml|llm|gpt|chat ?bots?|assistant|nlp|rag)\b/i,
  webDevelopment: /\b(web ?sites?|web ?apps?|web development|portal|dashboard|frontend|front-end)\b/i,
  mobileApps: /\b(mobile|ios|android|iphone|app store)\b/i,
  cloud: /\b(cloud|aws|azure|gcp|hosting|kubernetes|serverless|on-prem(ise)?s?)\b/i,
  ecommerce: /\b(e-?commerce|online (shop|store)|checkout|payments?)\b/i,
  design: /\b(ui|ux|design|redesign|user interface)\b/i,
  integration: /\b(api|apis|integrat\w*|crm|erp|automation|workflow)\b/i,
  dataAndCompliance: /\b(data|privacy|security|compliance|gdpr|hipaa|pci|soc ?2|regulated)\b/i,
  consulting: /\b(consult\w*|advice|audit|strategy|roadmap)\b/i,
};

export function countIdentifiedNeeds(messages: readonly ChatMessage[]): number {
  const userText = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  return Object.values(NEED_KEYWORDS).filter((pattern) => pattern.test(userText)).length;
}

/**
 * docs/product-rules.md §9 lead score, reading B (the chat window):
 * min(messages/10, 1)×30 + min(average user-message length/100, 1)×30 + min(10 × needs, 40), rounded.
 * `serverNeeds` is the number of needs chat-server has identified, when it said.
 */
export function leadScoreReadingB(messages: readonly ChatMessage[], serverNeeds?: number): number {
  const userMessages = messages.filter((message) => message.role === 'user');
  const averageLength =
    userMessages.length === 0 ? 0 : userMessages.reduce((sum, message) => sum + message.content.length, 0) / userMessages.length;
  const volume = Math.min(messages.length / LEAD_SCORE_B.messagesForFull, 1) * LEAD_SCORE_B.messagesWeight;
  const depth = Math.min(averageLength / LEAD_SCORE_B.averageLengthForFull, 1) * LEAD_SCORE_B.averageLengthWeight;
  const needCount = serverNeeds ?? countIdentifiedNeeds(messages);
  const needs = Math.min(LEAD_SCORE_B.pointsPerNeed * needCount, LEAD_SCORE_B.needsCap);
  return Math.round(volume + depth + needs);
}
