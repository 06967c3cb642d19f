/**
 * Vera's reply rules (issue 45), actions: a person asked for, a meeting, contact details given, an erasure.
 */
import type { HistoryEntry } from '../../provider.js';
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { composeReply } from '../compose-reply.js';
import { knowledge, play, reply } from '../../../test-support/vera-conversation.js';

describe('actions', () => {
  it('leads "delete what I wrote" to the data controls, with their quick reply', () => {
    const { replies, state } = play(['Please delete everything I wrote here']);
    expect(replies[0]).toContain('open **Your data** in this chat window and choose **Delete my data**');
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
});

describe('needs stated with "what we need is", and whom to contact', () => {
  it('never declines a need stated as "what we need is …"', () => {
    expect(reply('What we need is a dashboard for assay results with live updates.')).not.toMatch(/can't confirm/);
  });

  it('answers "qui contacter pour aller plus loin ?" with how to reach the team', () => {
    expect(reply('Qui contacter pour aller plus loin ?')).toContain('hello@vaultline.ai');
    expect(reply('Qui contacter pour aller plus loin ?')).not.toMatch(/Je ne peux pas le confirmer/);
  });
});

describe('a person asked for in other words', () => {
  it('hands over "ask a member of your team to telephone me" and "walk our CFO through it"', () => {
    expect(play(['Please ask a member of your team to telephone me on 020 7946 0123.']).state.handoverRequested).toBe(true);
    const walk = play(['Can someone from your team walk our CFO through it?']);
    expect(walk.state.handoverRequested).toBe(true);
    expect(walk.replies[0]).not.toMatch(/can't confirm/);
  });

  it('does not read "I would rather not leave my number" as data that must not leave', () => {
    expect(reply('Can someone call me back? I would rather not leave my number here.')).not.toContain('Where you choose');
  });
});

describe('a budget fit only where a budget was given, and a person asked for in a lead-in', () => {
  it('reads "is that realistic?" after a project as no question about the budget', () => {
    expect(reply('We run a dental chain and want an assistant that reads referral letters. Is that realistic?')).not.toMatch(
      /whether a given budget is enough/,
    );
    expect(reply('We want a chat for our practice. Our budget is 15k. Is that enough?')).toMatch(/whether a given budget is enough/);
    expect(reply("Nous n'avons pas de CRM, donc le Starter ça suffit, non ?")).toMatch(/Starter AI CRM/);
  });

  it('hands over when a long lead-in asks for a person, and says who calls back when once', () => {
    const { replies, state } = play(["No time to type it all out, I'd rather speak to someone: who will call me back, and how soon?"]);
    expect(state.handoverRequested).toBe(true);
    expect(replies[0]).toMatch(/a person from our team gets back to you within one business day/);
    expect(replies[0]).not.toMatch(/4 days/);
    expect(replies[0]!.match(/one business day/g)).toHaveLength(1);
  });
});

describe('contact details confirmed as given', () => {
  it('confirms an e-mail and a phone number given together, and keeps an extension with its number', () => {
    const both = reply('We need a portal for our members.', 'Reach me at p.ortiz@example.es or on +34 912 345 678.');
    expect(both).toContain("I've noted **p.ortiz@example.es** and **+34 912 345 678**");
    const { state, replies } = play(['On cherche un assistant pour nos assurés.', 'Rappelez-moi au 01 44 55 66 77, poste 214.']);
    expect(state.extractedData.phone).toBe('01 44 55 66 77, poste 214');
    expect(replies[1]).toContain('**01 44 55 66 77, poste 214**');
  });
});

describe('an erasure is no requirement', () => {
  it('does not read "I would rather not leave a trace" as a hosting requirement', () => {
    const text = reply('We are a small bank.', "I'd rather not leave a trace for now - please delete what I typed here.");
    expect(text).toContain('Delete my data');
    expect(text).not.toContain('Your data stays in your environment');
  });
});

describe('the sectors we work with, and a meeting of their own', () => {
  it('answers "do you only work with banks?" with the sectors the agency works with', () => {
    expect(reply('do you only work with banks and clinics, or would a dental chain be a fit?')).toMatch(
      /finance, healthcare and other regulated industries/,
    );
  });

  it('takes "we talk it over in our team meeting on Friday" as leave-taking, not a call to book', () => {
    const { state, replies } = play(['We want an assistant.', "We'll discuss it in our team meeting on Friday."]);
    expect(state.nextStepsTaken).not.toContain('schedule-call');
    expect(replies[1]).not.toMatch(/Book a free consultation/);
  });
});

describe('a person wanted without leaving a contact', () => {
  it('says how to reach a person without details, never asks for the e-mail again', () => {
    const { replies } = play(['can I talk to a real person', "I'm not sharing my phone number. when is somebody around?"]);
    expect(replies[1]).toMatch(/without leaving your details, write to hello@vaultline\.ai/);
    expect(replies[1]).not.toMatch(/leave your e-mail/);
    const german = play(['Bitte einen Menschen.', 'Meine Nummer gebe ich nicht raus.']).replies[1];
    expect(german).toMatch(/ohne Ihre Daten hier zu lassen/);
  });
});

describe('a person asked for as a preference', () => {
  it('flags the hand-over for "I would rather have a human", in German word order too', () => {
    expect(
      play(['Wir sind eine Stadtwerke-Tochter.', 'Ist das hier eine Maschine? Hätte lieber gleich einen echten Menschen dran.']).state
        .handoverRequested,
    ).toBe(true);
    expect(play(['We are a clinic.', "Honestly we'd prefer a real person for this."]).state.handoverRequested).toBe(true);
  });
});

describe('a request for a person, as the reading of blind-40 found it', () => {
  it('answers "…talk to a real person first. Would that be possible?" with the hand-over alone', () => {
    const { replies, state } = play([
      'We want a chatbot for our dental clinic.',
      'Can it tell patients if they need to see a dentist urgently?',
      "Honestly I'd rather talk to a real person first. Would that be possible?",
    ]);
    expect(replies[2]).toMatch(/^Of course\./);
    expect(replies[2]).not.toMatch(/Nearby topics|Yes: |can't confirm/);
    expect(replies[1]).not.toContain('tight timeline');
    expect(state.handoverRequested).toBe(true);
  });
});

describe('leaving us, and contact details beside a request', () => {
  it('answers what happens to their data at the end of the contract with export and deletion in their system', () => {
    const text = reply(
      'We are a pension fund looking at a member assistant. If we terminate the agreement some day, what happens to our data, can we get it all back?',
    );
    expect(text).toContain('export and deletion on request are set to your own policy');
    expect(text).not.toMatch(/4 days|NDA|On this site/);
  });

  it('does not decline a contact detail split off a request for a call as a question', () => {
    const text = reply('ok. my email: j.doe@fund.example - and have someone call me Monday, +44 20 7946 0000');
    expect(text).not.toMatch(/can't confirm/);
    expect(text).toContain('j.doe@fund.example');
  });
});
