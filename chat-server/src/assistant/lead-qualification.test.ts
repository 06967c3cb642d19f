import { NO_QUALIFICATION_FACTORS, type QualificationFactors } from './conversation.js';
import {
  conversationPhase,
  leadScore,
  leadStage,
  nextClarity,
  nextEngagement,
  notALead,
  qualify,
  recommendedAction,
} from './lead-qualification.js';

const none: QualificationFactors = NO_QUALIFICATION_FACTORS;

describe('lead score, reading A (docs/product-rules.md §9)', () => {
  it.each([
    ['project clarity x20', { projectClarity: 0.6 }, 12],
    ['+25 when a budget is indicated', { budgetIndicated: true }, 25],
    ['+20 when a timeline is mentioned', { timelineMentioned: true }, 20],
    ['+15 for technical discussion', { technicalDiscussion: true }, 15],
    ['engagement x15', { engagementLevel: 0.5 }, 8],
    ['+25 when contact info is provided', { contactInfoProvided: true }, 25],
  ])('%s', (_rule, factors, expected) => {
    expect(leadScore({ ...none, ...factors })).toBe(expected);
  });

  it('caps at 100 and rounds', () => {
    expect(
      leadScore({
        projectClarity: 1,
        budgetIndicated: true,
        timelineMentioned: true,
        technicalDiscussion: true,
        engagementLevel: 1,
        contactInfoProvided: true,
      }),
    ).toBe(100);
    expect(leadScore({ ...none, projectClarity: 0.33 })).toBe(7);
  });
});

describe('lead stage (docs/product-rules.md §4)', () => {
  it.each([
    [0, false, 'cold'],
    [29, false, 'cold'],
    [30, false, 'warm'],
    [59, false, 'warm'],
    [60, false, 'hot'],
    [79, false, 'hot'],
    [80, false, 'qualified'],
    [10, true, 'qualified'],
  ])('score %i with contact %s is %s', (score, contact, stage) => {
    expect(leadStage(score, contact)).toBe(stage);
  });
});

describe('recommended action by score (docs/product-rules.md §4)', () => {
  it.each([
    [95, 'Schedule consultation call immediately'],
    [80, 'Schedule consultation call immediately'],
    [79, 'Send case studies and offer free consultation'],
    [60, 'Send case studies and offer free consultation'],
    [59, 'Continue nurturing with technical content'],
    [30, 'Continue nurturing with technical content'],
    [29, 'Focus on building rapport and identifying needs'],
  ])('%i → %s', (score, action) => {
    expect(recommendedAction(score)).toBe(action);
  });

  it('qualify() puts score, stage and action together', () => {
    expect(qualify({ ...none, budgetIndicated: true, timelineMentioned: true, technicalDiscussion: true })).toEqual({
      score: 60,
      stage: 'hot',
      recommendedActions: ['Send case studies and offer free consultation'],
      factors: { ...none, budgetIndicated: true, timelineMentioned: true, technicalDiscussion: true },
    });
  });
});

describe('prompt choice / conversation phase, in order (docs/product-rules.md §4)', () => {
  it('score above 75 gives conversion, even for a technical intent', () => {
    expect(conversationPhase(76, 'technical_question', 'discovery')).toBe('conversion');
    expect(conversationPhase(75, 'general_inquiry', 'discovery')).toBe('discovery');
  });
  it("an intent containing 'technical' or 'technology' gives technical_discussion", () => {
    expect(conversationPhase(10, 'technical_question', 'welcome')).toBe('technical_discussion');
    expect(conversationPhase(10, 'technology_question', 'welcome')).toBe('technical_discussion');
  });
  it('phase discovery, or a score above 25, gives discovery', () => {
    expect(conversationPhase(5, 'general_inquiry', 'discovery')).toBe('discovery');
    expect(conversationPhase(26, 'general_inquiry', 'welcome')).toBe('discovery');
  });
  it('otherwise welcome', () => {
    expect(conversationPhase(25, 'greeting', 'welcome')).toBe('welcome');
  });
});

describe('engagement and clarity growth (docs/product-rules.md §9)', () => {
  it('engagement grows by length/200, at most 0.1 per message, capped at 1', () => {
    expect(nextEngagement(0, 100)).toBe(0.1);
    expect(nextEngagement(0, 10)).toBe(0.05);
    expect(nextEngagement(0.95, 500)).toBe(1);
    expect(nextEngagement(1, 500)).toBe(1);
  });
  it('clarity gains 0.2 when a project type is known or the message exceeds 50 characters, capped at 1', () => {
    expect(nextClarity(0, true, 5)).toBe(0.2);
    expect(nextClarity(0, false, 51)).toBe(0.2);
    expect(nextClarity(0, false, 50)).toBe(0);
    expect(nextClarity(0.4, false, 60)).toBe(0.6);
    expect(nextClarity(1, true, 60)).toBe(1);
  });
});

describe('visitors who are not leads', () => {
  it('are cold with no score and no contact credit, whatever their factors', () => {
    const factors = { ...none, budgetIndicated: true, timelineMentioned: true, contactInfoProvided: true };
    expect(notALead(factors)).toEqual({
      score: 0,
      stage: 'cold',
      recommendedActions: ['Focus on building rapport and identifying needs'],
      factors: { ...factors, contactInfoProvided: false },
    });
  });
});
