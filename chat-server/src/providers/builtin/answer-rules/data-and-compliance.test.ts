/**
 * Vera's reply rules (issue 45), data, hosting, models and rulebooks: where data stays, which models run, and what a regulated buyer asks.
 */
import { knowledge, play, reply, answerOpening } from '../../../test-support/vera-conversation.js';

describe('accessibility rulebooks by name', () => {
  it('answers with what we build to, and says the named rulebook is not confirmed here', () => {
    const french = reply('Le site doit être conforme au RGAA. C’est possible ?');
    expect(french).toContain('WCAG 2.2 AA');
    expect(french).toContain('Je ne peux pas confirmer ce point précis ici');
    expect(french).not.toMatch(/certifications, de statut réglementaire/);
    const german = reply('Unser Portal muss die BITV 2.0 erfüllen. Geht das?');
    expect(german).toContain('WCAG 2.2 AA');
  });
});

describe('a data pipeline that falls over', () => {
  it('is a project we deliver, and an existing one to improve', () => {
    const { replies, state } = play(['Our sensor data lands in a homegrown pipeline that falls over every week. Can you help?']);
    expect(replies[0]).toContain('A data pipeline is exactly the kind of project we deliver');
    expect(state.projectStage).toBe('enhancement');
  });
});

describe('the agency’s own status, asked with a regulator’s full name', () => {
  it('answers "are you authorised by the Central Bank of Ireland?" with what can and cannot be confirmed', () => {
    expect(reply('Are you authorised by the Central Bank of Ireland?')).toContain('regulatory status');
  });

  it('declines telling a patient whether they are suitable for surgery', () => {
    expect(reply('Könnte die App Patienten sagen, ob sie für die OP geeignet sind?')).toMatch(/eine solche Entscheidung selbst trifft/);
  });
});

describe('sub-questions the sales-lead reading found dropped', () => {
  it('answers "ce que j’écris ici, ça part où ?" about this chat and "vous faites des sites web ?" with our UI work', () => {
    expect(reply("et ce que j'écris ici, ça part où ?")).toContain('Vera');
    expect(reply("Question qui n'a rien à voir : vous faites aussi des sites web ?")).toContain('React');
  });

  it('answers pen-test reports with the certification answer and "anything I can show my board" with the evidence', () => {
    const text = reply('Pen-test reports? Anything I can show my board?');
    expect(text).toContain('audit reports');
    expect(text).toContain(knowledge.answers.find((answer) => answer.id === 'evidence-instead-of-certificate')!.answer.slice(0, 30));
  });

  it('answers "who at your side has access to the conversation data?" with access control, not this chat', () => {
    const text = reply('Wer bei Ihnen hat Zugriff auf die Gesprächsinhalte?');
    expect(text).toMatch(/rollenbasiert|Audit-Logs/);
    expect(text).not.toContain('Vertriebsteam');
  });
});

describe('a data protection officer announcing questions, and a deployment in their own environment', () => {
  it('invites the questions instead of asking about the project stage', () => {
    const text = reply(
      'Hello, I am the data protection officer of a clinic. Our IT is looking at a patient assistant and I have a few questions first.',
    );
    expect(text).toContain('go ahead: ask your questions');
    expect(text).not.toContain('Where does the project stand today');
  });

  it('reads "in unserer eigenen Umgebung deployen" as hosting, and "vor ein paar Tagen" as no timeline', () => {
    expect(reply('Könnten Sie dort bzw. in unserer eigenen Umgebung deployen, oder brauchen Sie zwingend eine Public Cloud?')).toContain(
      'auf Ihren eigenen Servern',
    );
    expect(play(['Ich habe hier vor ein paar Tagen gechattet.']).state.context.timeline).toBeUndefined();
  });
});

describe('requirements listed together, and what is asked beside a figure', () => {
  it('meets a list of stated security requirements with the list of how we build, in the visitor language', () => {
    const text = reply(
      'We need a knowledge assistant for our actuaries. Constraints: hosting on our own hardware, login through Okta, every access logged in an audit trail, and no training on our data.',
    );
    expect(text).toMatch(/single sign-on/);
    expect(text).toMatch(/Audit logs/);
    expect(text).toMatch(/never used to train/);
    const german = reply(
      'Wir möchten einen Assistenten für unsere Sachbearbeiter. Vorgaben: Betrieb auf unseren eigenen Servern, Anmeldung per SSO und vollständige Audit-Logs.',
    );
    expect(german).toMatch(/Single Sign-on/);
    expect(german).toMatch(/Audit-Logs für jeden Zugriff/);
  });

  it('answers each requirement asked as its own question by its own answer', () => {
    const text = reply(
      'Can it run in our own AWS account in the Frankfurt region? And can staff sign in with SSO? Is every access logged?',
    );
    expect(text).toMatch(/region/);
  });

  it('answers "is that a problem?" about their stack by what we work with, not as an existing client', () => {
    const text = reply('Our current frontend is written in Vue. Would that be a problem?');
    expect(text).not.toMatch(/existing project, support or billing/);
  });

  it('answers a question asked after a budget in the same sentence', () => {
    const text = reply('we have about 40k for this, do you do discounts for nonprofits?');
    expect(text).toMatch(/can't confirm a discount/);
  });

  it('reads "what stops it from making up…" as a question about hallucinations', () => {
    expect(reply('What stops the bot from making up a dosage that is not in our leaflet?')).toMatch(/guardrails/);
  });
});

describe('a policyholder who takes this for their insurer, and a fake security notice', () => {
  it('points a policyholder to their insurer in their language, and says it again when asked who to call', () => {
    const english = play(['my home insurance refused to pay for the water damage, can you check why?', 'ok so who should I ring?']);
    expect(english.replies[0]).toMatch(/isn't your insurer's chat/);
    expect(english.replies[1]).toMatch(/contact your insurer directly/);
    expect(english.state.visitorKind).toBe('lost_visitor');
    expect(reply('Meine Versicherung hat die Kostenübernahme für die Zahnreinigung abgelehnt. Stimmt das so?')).toMatch(
      /an Ihre Versicherung oder Krankenkasse/,
    );
    expect(reply('Bonjour, combien je serai remboursé pour mes soins dentaires ?')).toMatch(/votre assureur ou votre mutuelle/);
  });

  it('still reads an insurer describing its own claims as a prospect', () => {
    const { state } = play(['We are a motor insurer; our claims team wants AI to pre-check repair invoices.']);
    expect(state.visitorKind).toBe('prospect');
  });

  it('reads a notice asking for a one-time code as a scam', () => {
    const { state, replies } = play([
      'IT ALERT: your company mailbox will be closed today. Reply with the one-time code we just texted to keep it active.',
    ]);
    expect(state.visitorKind).toBe('spam');
    expect(replies[0]).not.toMatch(/discovery call/);
  });
});

describe('a requirement stated, then "covered?" or "confirm?"', () => {
  it('answers the sentence before a one-word follow-up, without a "No." that could mean either', () => {
    const covered = reply('Our security review will look at encryption, monitoring and least privilege. All covered?');
    expect(covered).toContain('Encryption in transit and at rest');
    expect(covered).not.toMatch(/can't confirm/);
    const french = reply('Les données de nos assurés ne doivent jamais servir à entraîner un modèle. Vous confirmez ?');
    expect(french).toMatch(/ne servent jamais à entraîner/);
    expect(french).not.toMatch(/^Non\./m);
  });

  it('reads "is our data used to train…" as a question about the system we build, not about this chat', () => {
    const text = reply('Is our data used to train your models?');
    expect(text).toMatch(/never used to train/);
    expect(text).not.toMatch(/Right now this chat/);
  });
});

describe('the model asked to be picked for us', () => {
  it('says the model is chosen in the discovery call, not the AI services card', () => {
    const text = reply('Which model would you choose for our bank, Claude or an open one?');
    expect(text).toMatch(/Which model and what hardware fit is decided/);
    expect(text).not.toMatch(/\*\*AI & Machine Learning\*\*/);
  });
});

describe('our own audit asked as "<scheme>-geprüft"', () => {
  it('gets the certifications answer, not document processing', () => {
    const text = reply('Sind Sie BSI-geprüft?');
    expect(text).toMatch(/Zertifizierungen, Listungen in Rahmenverträgen, einen Aufsichtsstatus/);
    expect(text).not.toMatch(/Dokumente/);
  });
});

describe('what a regulated buyer compares and states in passing', () => {
  it('answers "what is the difference with what you do?" after an off-the-shelf copilot with the private build', () => {
    const text = reply("Notre DSI dit qu'on a déjà Microsoft Copilot pour ça. Quelle différence avec ce que vous faites ?");
    expect(text).toMatch(/^Une solution privée tourne dans votre propre environnement/);
    expect(
      reply("We're weighing a chat assistant built by you against switching on Copilot Studio. Why should we pay for a custom build?"),
    ).toContain('A private build runs in your own environment');
    expect(text).not.toMatch(/\| \*\*Starter AI CRM\*\* \|/);
  });

  it('reads prospects qualified on the website and routed to a CRM as the AI CRM, a package', () => {
    const { state, replies } = play([
      'Auf unserer Website sollen Interessenten qualifiziert und an die richtigen Außendienstler in HubSpot verteilt werden.',
      'Wie lange dauert die Einführung?',
    ]);
    expect(state.context.projectType).toBe('AI CRM');
    expect(replies[1]).toContain('4 Tagen');
    expect(replies[1]).toContain('Tag 1');
  });

  it('reads a capped budget, the price side and who may not see what', () => {
    expect(play(['Wir haben max 40k dafür.']).state.budget).not.toBeNull();
    expect(reply('Et côté prix, on parle de quoi ?')).toMatch(/devis/);
    expect(reply('Nos agents se connectent via Entra ID, et tous ne doivent pas voir tous les dossiers. Faisable ?')).toContain(
      'accès par rôles',
    );
  });
});

describe('audits and where it must sit, asked by a compliance officer', () => {
  it('answers who accessed which record with the audit trail, and the agency’s own certification honestly', () => {
    expect(reply('Die Revision wird fragen: wer hat wann auf welchen Vorgang zugegriffen?')).toMatch(/Audit-Logs/);
    expect(reply('Sind Sie als Dienstleister nach den Vorgaben der Aufsicht geprüft oder ISO 27001 zertifiziert?')).toContain(
      'Zertifizierungen, Listungen in Rahmenverträgen, einen Aufsichtsstatus',
    );
  });

  it('answers "it has to sit in our own Geneva data centre. Possible?" without declining the statement', () => {
    const text = reply('We want an assistant over our policy wordings.', 'It has to sit in our own Geneva data centre. Possible?');
    expect(text).toMatch(/on your own servers on-premise/);
    expect(text).not.toMatch(/can't confirm/);
  });

  it('answers where to write when asked after a lead-in, beside a request to delete the chat', () => {
    const text = reply('Dann schreibe ich lieber direkt, an welche Adresse? Und bitte löschen Sie diesen Chat.');
    expect(text).toContain('hello@vaultline.ai');
    expect(text).toMatch(/Delete my data/);
  });
});

describe('what the visitor asked, in their own words', () => {
  it('answers "what do you do?" with everything we do, whatever the statement before it names', () => {
    const text = reply('My boss told me to check out AI for our dental practice. So what do you guys do?');
    expect(text).toContain('**UI Development**');
    expect(text).toContain('**Cloud Solutions**');
  });

  it('takes "leave nothing behind" beside an erasure for no hosting requirement', () => {
    const text = reply('We are a clinic.', "Please erase what I typed, I don't want to leave anything behind.");
    expect(text).toContain('Delete my data');
    expect(text).not.toMatch(/Where you choose/);
  });

  it('answers a point asked again after its reminder with the clause about it, not the team offer alone', () => {
    const { replies } = play([
      'We want an internal assistant on our own servers with open models.',
      'How much GPU would we need?',
      'And fully air-gapped, is that possible?',
    ]);
    expect(replies[2]).toMatch(/can't confirm[^.]*air-gapped/);
  });

  it('reads "have ready", "live updates" and "on me répond en combien de temps" for their topics', () => {
    expect(reply('What should our people have ready before the first call?')).toContain('Nothing formal: the free discovery call');
    expect(reply('Our advisers want live portfolio updates without reloading. Have you done that?')).toContain(
      'Real-time interfaces with WebSockets',
    );
    const form = reply("J'envoie le formulaire aujourd'hui : on me répond en combien de temps ?");
    expect(form).toContain('répond sous un jour ouvré');
    expect(form).not.toMatch(/conservés 180 jours/);
  });

  it('answers a French question whose question word stays in place, without a question mark', () => {
    expect(reply('Nous voulons un assistant pour nos adhérents.', 'ok et ça prend combien de temps à installer')).toMatch(
      /calendrier d'un projet sur mesure/,
    );
  });

  it('reads French glosses of made-up amounts, the copilot they have and "ready"', () => {
    expect(reply('Nous sommes un cabinet comptable.', "Comment évitez-vous qu'il invente des dates ?")).toContain('garde-fous');
    expect(reply('Nous sommes une banque privée.', 'pourquoi ne pas simplement prendre ChatGPT Enterprise, on l’a déjà ?')).toMatch(
      /Une solution privée/,
    );
    expect(reply('Nous voulons un portail patient.', 'Dans combien de temps ce sera prêt ?')).toMatch(/calendrier/);
  });

  it('says back the languages named that the answer does not list', () => {
    expect(reply('Can the assistant also handle Polish and Greek?')).toContain(
      'Polish and Greek would be among the languages we test with you before go-live.',
    );
    expect(reply('Le chatbot pourrait-il répondre en turc ?')).toContain('Le turc ferait partie des langues');
  });
});

describe('questions asked without a question mark', () => {
  it('answers a question word after a preposition, and a question the visitor’s side will ask', () => {
    expect(reply('Wir sind eine Klinik.', 'mit welchen Preisen müssen wir rechnen')).toMatch(/Angebot/);
    expect(reply('We are an insurer.', 'The first question from our DPO will be whether our files end up training a model.')).toMatch(
      /never used to train/,
    );
  });

  it('reads a French question in the order of a statement, and "est ce que" run on after one', () => {
    expect(reply('Nous sommes une clinique.', 'et vous faites la formation des équipes après')).toMatch(/formation de votre équipe/);
    expect(
      reply('Nous sommes une mutuelle.', 'nos adhérents sont âgés et pas à l’aise avec internet est ce que vos interfaces sont adaptées'),
    ).toMatch(/WCAG/);
  });

  it('hands over on "I prefer to go on with someone from your team", in French too', () => {
    expect(play(['We are a bank.', "Fine. I'd prefer to carry on with someone from your team."]).state.handoverRequested).toBe(true);
    expect(play(['Nous sommes une banque.', "Je préfère poursuivre avec quelqu'un de chez vous."]).state.handoverRequested).toBe(true);
  });

  it('reads finding protocols on a tablet as a search over their documents, and offline as air-gapped', () => {
    expect(play(['Nous voulons que nos infirmières retrouvent les procédures sur une tablette.']).state.context.projectType).toBe(
      'AI search',
    );
    expect(reply('Nous sommes un laboratoire.', 'Et totalement déconnecté ?')).toMatch(/totalement isolé|air-gapped/);
  });

  it('does not open a second answer to one question with a "No." that reads as its answer', () => {
    const text = reply('We are a bank.', 'Can the model run on our own servers, without going through a US provider?');
    expect(text).toMatch(/open models from Hugging Face/);
    expect(text).not.toMatch(/(?:^|\n)No\. /);
  });
});

describe('certificates and standards, named as asked', () => {
  it('reads "Do you?" after a stated requirement as a question about that requirement', () => {
    const text = reply('Our procurement needs suppliers to hold ISO 27001 and to have passed a DTAC assessment. Do you?');
    expect(text).toMatch(/^On ISO 27001 and DTAC: I can't confirm certifications/);
    expect(text).not.toMatch(/As I mentioned/);
    expect(reply('Il nous faut un prestataire certifié HDS. Vous l’avez ?')).toMatch(/Sur HDS : Je ne peux pas confirmer/);
  });

  it('names the standard asked and says what can be shown instead, without rulebooks the visitor did not ask about', () => {
    const text = reply('Do you hold Cyber Essentials Plus?');
    expect(text).toMatch(/Cyber Essentials Plus: I can't confirm/);
    expect(text).toContain('your own controls and audits apply');
    // A framework is a way to buy, which no account of how the system is built replaces: the decline alone.
    expect(reply('Are you listed on the Crown Commercial Service G-Cloud framework?')).toMatch(/G-Cloud: I can't confirm/);
    expect(text).not.toMatch(/HIPAA/);
    // A second standard asked later gets the decline again, for that one, without the whole paragraph.
    const { replies } = play(['Are you SOC 2 Type II audited?', 'Do you hold TISAX then?']);
    expect(replies[1]).toMatch(/^On TISAX: I can't confirm certifications/);
    expect(replies[1]).not.toContain('What we can show instead');
  });

  it('reads a certificate their own provider holds as a hosting question, not one about ours', () => {
    const text = reply('Could it all run at our existing hosting provider, which is itself ISO 27001 certified?');
    expect(text).toContain('Your data stays in your environment');
    expect(text).not.toMatch(/can't confirm certifications/);
  });

  it('answers how personal health data is protected "in what you build" from the security answer', () => {
    const text = reply('How would ePHI be protected in the systems you build?');
    expect(text).toContain('Encryption in transit and at rest');
    expect(text).not.toMatch(/can't confirm/);
  });
});

describe('where their data would be kept', () => {
  it('answers "where would it be stored?" with hosting, not this site’s retention', () => {
    const text = reply('We run four physiotherapy clinics.', 'and patient data - where would it really be stored? must stay in the EU');
    expect(text).toContain('in the region you pick');
    expect(text).not.toMatch(/On this site, chats and leads are kept/);
  });
});

describe('questions an entry answers, asked in other words', () => {
  it('answers what to prepare "at our size" without reading our size into it', () => {
    const text = reply('We are a small family office.', 'What would we need to prepare, at our size?');
    expect(text).toMatch(/Nothing formal/);
    expect(text).not.toMatch(/team size/);
  });

  it('reads a framework contract and a validated system as our own status, a ready-made connector as integrations', () => {
    expect(reply('Can we buy you through a framework agreement for public bodies?')).toMatch(/can't confirm certifications/);
    expect(reply('Is your software CSV validated?')).toMatch(/can't confirm certifications/);
    const connector = reply('Is there an out-of-the-box connector for Guidewire, our policy admin system?');
    expect(connector).toContain('connecting to your existing systems');
  });

  it('reads "give a number, like 95%" after an accuracy question and "how do you ensure that?" with the sentence before', () => {
    expect(reply('Our auditors will want to know how accurate the answers are. Give us a number, say 95%?')).toMatch(
      /can't give you an error rate/,
    );
    expect(reply('Every answer has to come from our handbook and nothing invented. How do you ensure that?')).toMatch(
      /retrieval over your own documents|answer from your own documents/,
    );
  });

  it('answers what comes after the first call with the steps of a project', () => {
    expect(reply('What comes next after the discovery call?')).toMatch(/demo every week/);
  });

  it('reads "does what you build…" as a question about that property, and an example after a question as context', () => {
    const text = reply('Will what you build work with screen readers?');
    expect(text).toMatch(/WCAG 2\.2 AA/);
    expect(text).not.toMatch(/Here is what we build/);
    expect(reply('Können wir die Aufbewahrung selbst festlegen, zum Beispiel 7 Jahre nach Handelsrecht?')).toMatch(/Aufbewahr/);
  });

  it('does not count a question about framework listings as technical talk', () => {
    const { state } = play(['We are a council exploring a chatbot.', 'Are you on a framework agreement we could buy through?']);
    expect(state.qualification.factors.technicalDiscussion).toBe(false);
  });

  it('reads a French "tout prêt" as ready-made and "il invente ?" as a question about made-up answers', () => {
    expect(reply('Vous avez un connecteur tout prêt pour notre logiciel de paie ?')).toMatch(/connexion à vos systèmes existants/);
    expect(reply("Et si l'assistant ne sait pas, il invente ?")).toMatch(/vos propres documents/);
  });
});

describe('data handed to a system, the way forward, and experience with a connection', () => {
  it('reads data handed over to the visitor’s own system as no request for a person', () => {
    const { state } = play(['Können Sie Rechnungen auslesen und die Daten an unser Buchungssystem übergeben?']);
    expect(state).toMatchObject({ handoverRequested: false });
  });

  it('answers "how do we move forward?" in each language with how we work', () => {
    for (const asked of ['OK, how do we move forward?', 'Gut. Wie gehen wir jetzt vor?', 'Bien. Comment on procède ?'])
      expect(reply('We are an insurer and want a claims assistant.', asked)).toMatch(/\*\*(?:Discovery|Erstgespräch|Découverte)\*\*/);
  });

  it('answers "have you done that before?" after a connection to their system with our integration work', () => {
    const text = reply('We want a portal for our members.', 'It must be linked to our Navision. Have you done something like that before?');
    expect(text).toMatch(/connecting to your existing systems is a core part of our work/);
    expect(text).toMatch(/I can't confirm client names or references/);
  });
});

describe('a cloud region named as the provider names it', () => {
  it('answers "our Azure subscription, Germany West Central" with where we deploy, without a "can\'t confirm"', () => {
    const text = reply('We are a health insurer.', 'It must run in our own Azure subscription, Germany West Central. Possible?');
    expect(text).toMatch(/in the region you pick/);
    expect(text).not.toMatch(/can't confirm/);
  });
});

describe('one case decided, data kept from a provider, the models, the process and the next step asked in other words', () => {
  it('declines a system deciding whether one person gets a medicine or a debt relief', () => {
    expect(reply('Could the assistant tell a nurse whether to give a sedative to a specific patient?')).toContain(
      answerOpening('individual-decisions').slice(0, 60),
    );
    expect(reply("L'assistant pourrait-il accorder seul un échéancier à un client en retard ?")).toMatch(
      /Je ne peux pas confirmer qu'un système/,
    );
  });

  it('answers "how do you make sure none of it reaches a provider" with where the data stays, without a bare "No."', () => {
    const text = reply('How can you make sure none of our client files end up at Anthropic?');
    expect(text).toMatch(/Your data stays in your environment/);
    expect(text).not.toMatch(/^No\./m);
    expect(reply('Comment garantissez-vous que rien ne part chez OpenAI ?')).toMatch(/Vos données restent dans votre environnement/);
  });

  it('reads "with which models do you work?" as the models we build on, not as this chat', () => {
    expect(reply('Mit welchen Modellen arbeiten Sie denn?')).toMatch(/Hugging Face/);
    expect(reply('Which LLM would you use for us?')).toMatch(/Hugging Face/);
  });

  it('answers how such a project runs and how long it takes to set up, in German and French', () => {
    expect(reply('Wie läuft so ein Projekt bei euch konkret ab?')).toMatch(/Erstgespräch/);
    expect(play(['On voudrait le Starter AI CRM.', 'Ça peut se mettre en place en combien de temps ?']).replies[1]).toMatch(/4 jours/);
  });

  it('answers an accessibility standard with the accessibility answer, not the certificates', () => {
    const text = reply('Êtes-vous conformes à la norme EN 301 549 ?');
    expect(text).toMatch(/WCAG 2\.2 AA/);
    expect(text).not.toMatch(/certifications/i);
  });

  it('reads a language named in Africa or the Caribbean as a language asked about', () => {
    expect(reply('We run clinics in Addis. Could the assistant reply in Amharic?')).toMatch(/Amharic would be among the languages/);
  });

  it('answers who gets in touch after this chat, and when', () => {
    expect(reply('Und was passiert denn eigentlich nach diesem Chat?')).toMatch(/Arbeitstag/);
    expect(reply('So what happens once we finish here? Who gets back to me?')).toMatch(/one business day/);
  });

  it('reads a budget in "T€", a call asked for in German word order, and "can you meet the deadline?"', () => {
    expect(play(['Wir wollen ein Kundenportal. Budget etwa 60 T€.']).state.qualification.factors.budgetIndicated).toBe(true);
    const call = play(['Wir wollen einen Chatbot.', 'Können Sie mich morgen kurz anrufen? 030 1234567']);
    expect(call.state.handoverRequested).toBe(true);
    expect(call.replies[1]).not.toMatch(/Nichts Formelles/);
    expect(play(['We need a claims portal by end of March.', 'Can you meet the deadline?']).replies[1]).not.toMatch(
      /can't confirm that here/,
    );
  });

  it('answers "who queried what" as audit logs, without declining it', () => {
    const text = reply('Wichtig für die Revision: Wird protokolliert, wer was abgefragt hat?');
    expect(text).toMatch(/Audit-Logs/);
    expect(text).not.toMatch(/nicht bestätigen/);
  });

  it('reads their documents to be worked through faster as the project', () => {
    expect(play(['We would like to review our supplier contracts faster with AI.']).state.context.projectType).toBe('AI automation');
    expect(play(['Wir möchten eingehende Verträge schneller sichten.']).state.context.projectType).toBe('AI automation');
  });
});

describe('a certificate asked as what we are', () => {
  it('answers "vous êtes hébergeur HDS ?" with the certificates answer, without a stray "Non."', () => {
    const text = play(['On veut un portail pour nos patients.', 'Et vous êtes hébergeur HDS vous-mêmes ?']).replies[1];
    expect(text).toMatch(/je ne peux pas confirmer ici de certifications/i);
    expect(text).not.toMatch(/Non\. Vos données/);
  });
});

describe('rulebooks and systems named in passing, as the reading of blind-38 found them', () => {
  it('declines a rulebook "fulfilled" or "complied with" as a certification, with what we can show', () => {
    const answer = reply('Wir sind eine Landesbank. Erfüllen Sie eigentlich MaRisk und DORA als Auslagerungspartner?');
    expect(answer).toContain('kann ich hier nicht bestätigen');
    expect(answer).toContain('Zeigen können wir');
  });

  it('gives no "No." after saying a named provider cannot be confirmed', () => {
    const answer = reply('Would Aleph Alpha train on our data?');
    expect(answer).toContain("I can't confirm that particular one here. In general: Your data stays in your environment");
  });

  it('reads "que ça se connecte à X pour Y. C’est possible ?" as connecting to their system', () => {
    const answer = play([
      'Nous sommes un centre de radiologie et voulons un assistant pour les patients.',
      'Il faut que ça se connecte à Xplore pour les examens. C’est possible ?',
    ]).replies[1];
    expect(answer).toContain('la connexion à vos systèmes existants');
  });
});

describe('rulebooks and platforms named, as the reading of blind-39 found them', () => {
  it('answers "sind Sie da sauber aufgestellt?" about a named rulebook with what we can show instead', () => {
    expect(reply('Wir sind eine Sparkasse.', 'Und MaRisk – sind Sie da sauber aufgestellt?')).toContain(
      'kann ich hier nicht bestätigen. Zeigen können wir stattdessen',
    );
  });

  it('answers "we would need you through <assessment>" with what we can show instead', () => {
    expect(reply('We are a hospital trust.', "and we'd need you through CQC and DSPT. done those before?")).toContain(
      'What we can show instead is how the system is built',
    );
  });

  it('answers "we fall under <rulebook>, is that an issue?" with what we can show instead', () => {
    expect(reply('We fall under FADP rather than GDPR, is that an issue?')).toContain(
      'What we can show instead is how the system is built',
    );
  });

  it('reads building on a named API as connecting to that system', () => {
    const answer = reply('Do you build on the Telegram Bot API?');
    expect(answer).toContain("I can't confirm that particular one here. In general: connecting to your existing systems");
  });
});

describe('an agreement asked under its rulebook’s article, as the reading of blind-42 found it', () => {
  it('declines the DPA as contract terms, without the security list or the press answer', () => {
    const text = reply('We are a payroll bureau.', 'Will you sign a DPA under Article 28 GDPR?');
    expect(text).toContain("I can't confirm contract terms such as an NDA, a DPA");
    expect(text).not.toContain('For press enquiries');
    expect(text).not.toContain('Security and privacy are the core');
  });
});

describe('one client’s advice, and whose data, as the reading of blind-43 found it', () => {
  it('declines picking products for one client without an adviser as a decision for their people', () => {
    const text = reply(
      'Insurance broker here, we want a copilot for our brokers.',
      'Could it also select which policies to sell to a given customer on its own, without a broker checking?',
    );
    expect(text).toContain('is a decision for your qualified staff');
  });

  it('answers where client data stays without the references answer', () => {
    const text = reply('We are a private bank in Geneva.', 'Would client records ever leave Switzerland?');
    expect(text).toContain('Your data stays in your environment');
    expect(text).not.toContain("I can't confirm client names or references");
  });
});

describe('familiarity and projects in other words, as the reading of the older read sets found them', () => {
  it('answers a copilot for support advisers as the assistant it is, and "Vous maîtrisez ?" about the stack just named', () => {
    const text = reply(
      'Hello, néobanque parisienne, ~300k clients. On veut un copilote pour nos conseillers support, branché sur nos flux Kafka et notre back-office en Node. Vous maîtrisez ?',
    );
    expect(text).toMatch(/^Un chatbot, c'est exactement/);
    expect(text).toContain('Kafka');
    expect(text).not.toContain('Je ne peux pas le confirmer ici');
  });

  it.each([
    'Are you familiar with the DORA requirements?',
    'Vous maîtrisez les exigences DORA ?',
    'Kennen Sie die DORA-Anforderungen?',
    'Kennt ihr euch mit NIS2 aus?',
  ])('answers "%s" with what we can show instead of a regulatory status', (message) => {
    expect(reply(message)).toMatch(/regulatory status|statut réglementaire|Aufsichtsstatus/);
  });

  it('does not read the visitor handling a rulebook themselves as a question about ours', () => {
    expect(reply('We are an insurer. We need to handle the DORA requirements ourselves, can you help?')).not.toMatch(/regulatory status/);
  });
});

describe('records, personal judgements and quotes, as the reading of blind-47 found them', () => {
  it('answers reviewing every conversation afterwards with the audit logs', () => {
    expect(
      reply(
        'We are a funeral plan provider and want a web assistant that answers from our plan documents.',
        'Under Consumer Duty we need to evidence what it told people. Can we review every conversation afterwards?',
      ),
    ).toMatch(/audit logs/i);
  });

  it('answers "it can\'t answer that on its own, surely?" after personal questions with the judgement it does not make', () => {
    expect(
      reply(
        'We are a pension fund and want an assistant on our member portal that explains the transition from our approved texts.',
        "Members will ask things like 'should I object to the transition?' or 'is this good for me personally?'. The assistant can't answer that on its own, surely?",
      ),
    ).toMatch(/decision for your qualified staff/);
  });

  it('says the quote comes with the written proposal sent to the address given', () => {
    expect(reply('We are a regional bank.', 'can you send me the quote? ana@bank.pt')).toMatch(/written proposal[^.]*with a quote/);
  });
});

describe('a bare pick, and hosting asked as a choice', () => {
  it('recommends the Starter for a website FAQ bot without a CRM when asked "which one?"', () => {
    const text = reply('Online broker. Just a FAQ bot on our website, no CRM. which one?');
    expect(text).toMatch(/I'd recommend the \*\*Starter AI CRM\*\*/);
  });

  it('does not take "cloud or on-prem?" for an on-premise requirement', () => {
    const { state } = play(['We want a FAQ bot on our website.', 'cloud or on-prem?']);
    expect(state.context.technicalRequirements).not.toContain('private deployment');
  });
});

describe('a model provider ruled out as a wish', () => {
  it('answers "I would rather you did not use a US AI provider" with the open models we run privately', () => {
    expect(reply('It has to run in our own server room. And we would rather not use any US AI vendor.')).toMatch(/open models/);
  });
});

describe('review mends', () => {
  it('still shows the packages to a journalist who asks what they are', () => {
    const text = reply('I write for a fintech newsletter and would like a comment.', 'What packages do you offer?');
    expect(text).toContain('Starter AI CRM');
  });

  it('does not take the pronoun "us" for a US provider ruled out', () => {
    expect(reply('We want a website FAQ bot. Please do not send us vendor brochures.')).not.toMatch(/open models/);
    expect(reply('It has to run in our own server room, and no US AI provider please.')).toMatch(/open models/);
  });
});
