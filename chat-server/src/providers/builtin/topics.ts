/**
 * Which parts of the agency's content a visitor message asks about.
 */
export const TOPICS = ['about', 'services', 'packages', 'pricing', 'deployment', 'security', 'technologies', 'process'] as const;
export type Topic = (typeof TOPICS)[number];

const TOPIC_PATTERNS: Record<Topic, RegExp> = {
  about: /who are you|about (you|your company|vaultline)|tell me about (yourselves|your (company|agency))|what is vaultline/i,
  services: /\bservices?\b|what (do|can) you (do|offer|build)|capabilit|help (me|us) with|expertise/i,
  packages: /\bpackages?\b|\bplans?\b|\btiers?\b|\bcrm\b|starter|professional|enterprise ai/i,
  pricing: /\bprice|pricing|\bcost|how much|\bquote\b|\bfees?\b/i,
  deployment: /deploy|4-day|four[- ]day|how (fast|quickly|long)|go[- ]live|launch|timeframe/i,
  security: /security|secure|privacy|private|gdpr|hipaa|complian|encrypt|data (stays|control|protection)|sensitive/i,
  technologies: /technolog|tech stack|\bstack\b|frameworks?|which (models?|llms?)|languages? do you use|\btools\b/i,
  process: /\bprocess\b|how do you work|\bsteps\b|\bapproach\b|methodolog|what happens (next|after)|how does it work/i,
};

export function topicsOf(message: string): Topic[] {
  return TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(message));
}
