import { RECENT_EVENTS_LIMIT, createAnalytics } from './analytics';

describe('analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes nothing before analytics consent', () => {
    const analytics = createAnalytics(() => false);
    analytics.pageView('/about');
    analytics.track('chat_window_opened', { leadScore: 10 });
    expect(window.dataLayer).toEqual([]);
    expect(analytics.recentEvents()).toEqual([]);
  });

  it('pushes page views and custom events with their fields after consent', () => {
    let consented = false;
    const analytics = createAnalytics(() => consented);
    consented = true;
    analytics.pageView('/portfolio');
    analytics.track('quick_reply_clicked', { replyId: 'timeline-asap', replyText: 'ASAP', leadScore: 40 });
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/portfolio' },
      { event: 'quick_reply_clicked', replyId: 'timeline-asap', replyText: 'ASAP', leadScore: 40 },
    ]);
  });

  it('keeps only the last 100 events', () => {
    const analytics = createAnalytics(() => true);
    for (let index = 0; index < RECENT_EVENTS_LIMIT + 20; index += 1) analytics.track('user_message_sent', { index });
    const recent = analytics.recentEvents();
    expect(recent).toHaveLength(100);
    expect(recent[0]).toMatchObject({ index: 20 });
    expect(recent[99]).toMatchObject({ index: 119 });
  });
});
