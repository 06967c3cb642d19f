/**
 * Vera's reply rules (issue 45), actions: a person asked for, a meeting, contact details given, an erasure.
 */
import path from 'node:path';
import type { HistoryEntry } from '../../provider.js';
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { composeReply } from '../compose-reply.js';
import { knowledge, play, reply, playExamples } from '../../../test-support/vera-conversation.js';

describe('actions', () => {
  it('leads "delete what I wrote" to the data controls, with their quick reply', () => {
    const { replies, state } = play(['Please delete everything I wrote here']);
    expect(replies[0]).toContain('open **Your data** in this chat window and choose **Delete my data**');
    expect(chooseQuickReplies(state)[0]).toMatchObject({ id: 'open-data-controls', action: 'open_data_controls' });
  });

  it('offers the data controls when a number is taken back, since the message above still holds it', () => {
    const { state } = play(['We need a patient portal.', 'Call me on 07700 900418', 'Actually, please delete that number.']);
    expect(chooseQuickReplies(state)[0]).toMatchObject({ id: 'open-data-controls', action: 'open_data_controls' });
  });

  it('reads a bare "please delete!" after what the visitor pasted here as the same request, in German too', () => {
    const { state } = play(['Ich habe vorhin aus Versehen den Namen einer Patientin hier reinkopiert. Bitte sofort löschen!']);
    expect(chooseQuickReplies(state)[0]).toMatchObject({ id: 'open-data-controls' });
    expect(state.qualification.factors.timelineMentioned).toBe(false);
  });

  it('answers "book a call" with an honest next step: the free times under the reply, else a way to reach them', () => {
    const text = reply('Can we book a call for Thursday?');
    expect(text).toContain('leave the best e-mail address or phone number');
    expect(text).not.toMatch(/can't confirm/);
    const { state } = play(['Can we book a call for Thursday?']);
    const history: HistoryEntry[] = [{ role: 'user', content: 'Can we book a call for Thursday?' }];
    expect(composeReply(knowledge, state, history, undefined, true).text).toContain(
      'choose a time under **Book a free consultation** below this conversation',
    );
  });

  it('says it books no clock time itself when one is named, in German too', () => {
    const asked = (message: string) => {
      const { state } = play([message]);
      return composeReply(knowledge, state, [{ role: 'user', content: message }], undefined, true).text;
    };
    expect(asked('Can you book me the discovery call for Thursday at 10:00?')).toMatch(
      /^I can't confirm the time you named myself: if it is free, choose it under \*\*Book a free consultation\*\* below/m,
    );
    expect(asked('Können Sie mir das Beratungsgespräch für Donnerstag um 10 Uhr buchen?')).toContain(
      'Den genannten Termin kann ich selbst nicht bestätigen',
    );
  });

  it('answers "how fast could we get a first call?" with the earliest free times below, and e-mail when none suits', () => {
    for (const [opening, asked, expected] of [
      [
        'We want an assistant for our claims team, live by June.',
        'How fast could we get a first call?',
        /earliest free times.*one business day/s,
      ],
      [
        'Nous voulons un assistant pour nos affiliés.',
        'On peut avoir un premier appel rapidement ?',
        /premiers horaires libres.*un jour ouvré/s,
      ],
    ] as const) {
      const { state } = play([opening, asked]);
      const history: HistoryEntry[] = [
        { role: 'user', content: opening },
        { role: 'user', content: asked },
      ];
      expect(composeReply(knowledge, state, history, undefined, true).text).toMatch(expected);
    }
  });
});

describe('a budget fit only where a budget was given, and a person asked for in a lead-in', () => {
  it('hands over when a long lead-in asks for a person, and says who calls back when once', () => {
    const { replies, state } = play(["No time to type it all out, I'd rather speak to someone: who will call me back, and how soon?"]);
    expect(state.handoverRequested).toBe(true);
    expect(replies[0]).toMatch(/a person from our team gets back to you within one business day/);
    expect(replies[0]).not.toMatch(/4 days/);
    expect(replies[0]!.match(/one business day/g)).toHaveLength(1);
  });
});

playExamples(path.join(__dirname, 'actions.examples.json'));
