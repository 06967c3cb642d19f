/**
 * Every sentence the builtin assistant writes around the knowledge's answers,
 * in English, German and French ({contactEmail} and {responseTime} are filled
 * from the knowledge in the same language). The facts come from the
 * knowledge; these are only the connecting words.
 */
import type { Locale } from '../../assistant/conversation.js';
import { joinWords } from '../../assistant/knowledge-base/answer-text.js';

export const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
/** "Bahasa Indonesia", "Sign language": each word of a language's name capitalised, not the word "language". */
/** A language named beyond English (the language of the knowledge itself): how well the models write it is tested. */
const beyondEnglish = (names: readonly string[]) => names.some((name) => !/^(?:english|englisch|anglais)$/i.test(name));
const languageName = (name: string) => name.replace(/(?<!\p{L})(?!language\b)\p{L}/gu, (letter) => letter.toUpperCase());

export interface Phrases {
  vendorReply: string;
  /** A student's survey or interview request: where it goes, and what this chat can and cannot say. */
  researchRequest: string;
  /** A pupil or student asking us to write their essay or homework. */
  noHomework: string;
  spamReply: string;
  /** An existing client asking us to check their logs or invoice from the chat. */
  cannotLookUp: string;
  competitorReply: string;
  /** To another agency asking for our proposals, clients or internal material. */
  competitorNothingToShare: string;
  teamAddress: string;
  flaggedForHandover: string;
  /** The visitor asked for a person, within working hours, with someone signed in to the inbox. */
  teamJoining: string;
  /** The visitor asked for a person and nobody can join: `until` is the next opening, or null while nobody is online in working hours. */
  teamUnavailable: (until: string | null, contactGiven: boolean) => string;
  /** "Zurich time": the time zone of the working hours, by its city. */
  zoneTime: (city: string) => string;
  rudeOpening: string;
  /** To someone who is not a prospect, when nothing else answers their first message. */
  notALead: string;
  notALeadAgain: string;
  alreadySaid: string;
  declined: string;
  clarify: string;
  notThatOne: string;
  /** "We're on Salesforce, would it plug in?": the general answer stands; the visitor's own system is confirmed later. */
  ownSystemNotConfirmed: (names: readonly string[]) => string;
  /** How accurate a predictive model will be: measured on the client's data, never promised here. */
  modelAccuracy: string;
  /** "…and Portuguese": the languages the visitor named, which the languages answer's list may not. */
  /** The languages named, tested before go-live; how well the models handle one beyond English is not confirmed here. */
  languagesTested: (names: readonly string[]) => string;
  /** "all 24 EU languages": each of a number of languages, tested. */
  languageCountTested: (count: string) => string;
  /** "Can you guarantee that?": declined as a guarantee, which only the proposal and contract give. */
  noGuaranteeHere: string;
  /** "Can you confirm the DPIA will be accepted?": acceptance is the reviewer's decision (`again`: said before). */
  reviewerDecides: (again: boolean) => string;
  /** Where this site's server is hosted: not in the running configuration, so not confirmed here. */
  hostingNotConfirmed: (email: string) => string;
  /** "…and Swiss German dialect, as families write it?": a dialect is tested with their own examples, not promised. */
  dialectNotConfirmed: string;
  /** "Kafka is part of the stack we build with (Back end: …)": technologies the visitor named, from our list. */
  technologiesWeUse: (named: string, group: string) => string;
  /** "Is this not the bank chat?" asked after the pointer: the plain no before where to go. */
  notThatChat: string;
  /** "aren't you the Vaultline bank?" asked again: a plain no, and what we are instead. */
  notThatCompany: string;
  /** "No sales contact please": nobody calls, and where to write if they want to. */
  noContactNoted: string;
  /** No contact left here, and the visitor will write to us themselves ("I'll email", "je passerai par le formulaire"). */
  writesToUs: string;
  /** A person wanted, but no contact left here: when someone is online is not promised, the address is the way. */
  personWithoutContact: string;
  /** A person wanted "by e-mail only, no calls": their address asked for, nobody calls. */
  personByEmailOnly: string;
  /** "What would you use for the streaming, Kafka or RabbitMQ?": ours, and chosen for their project in the proposal. */
  technologyChoice: (named: string) => string;
  /** To a patient who thinks this is their lab's or doctor's chat. */
  noMedicalAdvice: string;
  /** To someone asking what to do with their own savings or investments. */
  noFinancialAdvice: string;
  /** To someone who takes this for their bank's chat (a locked account, a card). */
  notYourBank: string;
  notYourInsurer: string;
  /** To a patient who takes this for their hospital's or lab's chat (a result to look up). */
  notYourClinic: string;
  /** A patient who wants to book or move an appointment at their practice. */
  notYourPractice: string;
  /** To someone locked out of an app or account of another company with a like name (a password, a login). */
  notYourApp: string;
  /** Invited to someone else's data room or portal: its sender opens it. */
  notYourInvitation: string;
  /** To someone asking for service on a device (a safe, a lock, a machine) of a maker with a like name. */
  /** A utility's or telecom provider's customer (a meter reading, a line that is down): their provider, not us. */
  notYourProvider: string;
  notYourDevice: string;
  /** To someone shopping for a safe, a lock or other hardware, who took us for a dealer. */
  noHardwareSold: string;
  /** To someone who took this for the customer service of another company, with nothing to say which kind. */
  notTheirService: string;
  /** To a parent or relative who took us for the camp, course or club they want to enrol someone in. */
  notWhereTheyEnrol: string;
  /** To someone contacted by a person who claimed to be from us and asked for money or documents. */
  impersonatedUs: string;
  /** Agreeing with a visitor who keeps a decision with their own people. */
  decisionStaysWithThem: string;
  /** To an authority asking for what we hold on a visitor of this chat. */
  officialRequest: string;
  /** To someone whose matter is for our team, not this chat: who shares our name, an authority on a case of its own. */
  forOurTeam: string;
  /** To a visitor reporting a problem with this site. */
  siteProblemReported: string;
  /** To anyone asking for this chat's source code or the instructions it runs on. */
  noInternals: string;
  /** "Can I get a copy of this chat?": the download under the widget's data controls. */
  chatCopy: string;
  /** To someone who is not a prospect asking what we charge. */
  noPricesToShare: string;
  /** Stands for a question not quoted back (it asks us to make a claim we can't make). */
  thatQuestion: string;
  /** Stands for several questions not quoted back. */
  thoseQuestions: string;
  /** Stands for a question not quoted back right after another one was declined the same way. */
  thisOneToo: string;
  /** Leads a yes or no asked for again, as the knowledge states it. */
  inShort: string;
  /** A yes or no asked for where the knowledge has none: the honest reason. */
  noPlainYesOrNo: string;
  acknowledgements: readonly string[];
  discovery: { project: readonly string[]; stage: readonly string[]; timeline: readonly string[]; budget: readonly string[] };
  nextStep: { ready: readonly string[]; early: readonly string[] };
  introduction: (assistant: string, agency: string, services: string) => string;
  helloAgain: string;
  welcome: string;
  niceToMeet: (name: string) => string;
  projectWeDeliver: (project: string) => string;
  /** "Could you summarise what you'd propose?": the recap's heading, its three parts and the next step. */
  summary: {
    heading: (name: string | null) => string;
    told: string;
    proposal: string;
    /** What we'd propose for a project no package covers. */
    customProject: string;
    nextStep: string;
    next: string;
  };
  /** A website assistant that answers and captures enquiries, described: the package built for it, named. */
  websiteChatPackage: (pack: string, description: string) => string;
  regulatedSector: (industry: string) => string;
  sector: (industry: string) => string;
  declinedQuestions: (asked: string, fallback: string) => string;
  nearbyTopics: (topics: string) => string;
  /** Both take the contact details just given, each in bold ("**a@b.c** and **+41 …**"). */
  contactUpdated: (contact: string, name: string | null) => string;
  contactNoted: (contact: string, responseTime: string, name: string | null) => string;
  /** "Scrap my number": taken off what the team sees; it stays in the messages until the visitor erases the chat. */
  contactTakenBack: (details: 'phone' | 'email' | 'both') => string;
  /** A date given that replaces the one given before. */
  timelineUpdated: string;
  /** The one detail left, after the other was taken back or a call called off (`byEmail`: nobody will call). */
  onlyReachedAt: (contact: string, byEmail: boolean) => string;
  /** "Please don't ring after all", with a way to reach the visitor left. */
  callCalledOff: string;
  /** "Forget the number, I made it up", "June is off": the budget or the date no longer counts. */
  figuresTakenBack: (what: 'budget' | 'timeline' | 'both') => string;
  /** "…on WhatsApp": a messenger the agency does not name as a channel. */
  messengerNotConfirmed: (app: string, contactEmail: string) => string;
  /** "…please someone who speaks German": the language of the call, passed on but not promised. */
  callLanguageNotConfirmed: (contactEmail: string) => string;
  /** After contact details given with a time to call ("early afternoon", "Thursday"). */
  /** How the visitor wants to be reached, quoted as they wrote it. */
  contactWishNoted: (wish: string) => string;
  budgetRange: (range: string, pack: string, popular: boolean, description: string) => string;
  flexibleBudget: string;
  budgetGiven: string;
  /** A budget given with a date and asked whether it is realistic: its fit is not confirmed here. */
  budgetFitUnconfirmed: string;
  budgetUnknown: string;
  /** The visitor would rather not say their budget: fine, it can wait for the call. */
  budgetWithheld: string;
  tightTimelinePackage: (days: number) => string;
  tightTimelineCustom: string;
  plannedTimelinePackage: (days: number) => string;
  plannedTimelineCustom: string;
  relaxedTimeline: string;
  scheduleWithContact: (contact: string) => string;
  /** A person asked for when the contact is already known: where the team will reach them, not a request for it. */
  personWithContact: (contact: string, responseTime: string) => string;
  /** "What happens now?" once the contact is known: who gets in touch first, before the steps. */
  nextWithContact: (contact: string, responseTime: string) => string;
  scheduleAsk: string;
  /** The consultation's free times are shown under the reply. */
  scheduleBelow: string;
  /** "How fast could we get a first call?": the picker holds the earliest times; e-mail is the way when none suits. */
  scheduleBelowSoonest: string;
  /** "Can you book me Thursday at 10:00?": the visitor picks a named time in the picker; the assistant books nothing. */
  scheduleBelowNamedTime: string;
  proposalWithContact: (contact: string) => string;
  /** Only a phone number given: the call first, the proposal by e-mail after it. */
  proposalByPhone: (phone: string) => string;
  proposalAsk: string;
  /** A proposal wanted without the call: it comes out of the call, which can be short. */
  proposalAfterCall: string;
  detailsWithContact: (contact: string) => string;
  detailsAsk: string;
  keepChatting: string;
  teamConfirms: (email: string, responseTime: string) => string;
  /** After declining one person's case: how such cases reach the client's staff is something to talk through. */
  teamForOwnCases: (email: string, responseTime: string) => string;
  takeYourTime: string;
  /** To a visitor who announces questions without asking them yet. */
  askAway: string;
  and: string;
  or: string;
  /** The engine's project types in this language (English ones are used as they are). */
  projectTypes: Readonly<Record<string, string>>;
  /** The readers' industry names in this language ("Les secteurs réglementés comme l'assurance"). */
  industries: Readonly<Record<string, string>>;
}

const EN: Phrases = {
  noHomework:
    "I can't write essays or homework: this chat is for enquiries about projects with Vaultline AI, a software agency that builds AI systems for finance and healthcare. Good luck with it!",
  researchRequest:
    "Survey and interview requests for research go to the team at {contactEmail}, who decide what they can share. Here I can tell you how we work, but not our revenue figures or our clients' names.",
  vendorReply:
    "Thanks for reaching out. We don't take vendor, outsourcing, marketing, sponsorship or speaking requests through this chat; if it's relevant to us, please send a short note to {contactEmail}.",
  cannotLookUp:
    "I can't check or look up your project, its logs, orders or invoices from this chat. Please write to {contactEmail} with your company and project name (or the reference): the team replies within {responseTime}.",
  spamReply:
    "This chat is only for enquiries about projects with us, so I can't help with this here. Anything else goes to {contactEmail}.",
  competitorReply:
    'We quote each project on its own, so there are no rates to share here; for anything between agencies, please write to {contactEmail}.',
  competitorNothingToShare:
    "I can't confirm client names here, and we don't share proposals or internal material with other agencies; for anything between agencies, please write to {contactEmail}.",
  teamAddress: 'You can write to the team at {contactEmail}.',
  flaggedForHandover: "I've flagged this chat for a hand-over, so the team will see what we've discussed.",
  teamJoining: "I've asked a person from the team to join; they will be with you shortly and will see what we've discussed.",
  teamUnavailable: (until, contactGiven) =>
    `${until ? `The team is offline until ${until}` : 'Nobody from the team is online right now'}; ${contactGiven ? 'a person replies by e-mail within one business day.' : 'leave your e-mail and a person replies within one business day.'}`,
  zoneTime: (city) => `${city} time`,
  rudeOpening: "I'm sorry this hasn't been helpful so far.",
  notALead: 'This chat is for project enquiries; please write to {contactEmail} and the right person will reply.',
  notALeadAgain: 'As mentioned, this chat is for project enquiries; please write to {contactEmail} and the right person will reply.',
  alreadySaid: 'Is there anything else I can tell you? Our team is also reachable at {contactEmail}.',
  declined: "No problem. If anything comes up, I'm here, or you can write to the team at {contactEmail}.",
  clarify:
    'Could you tell me a little more about what you would like to know? I can explain our services, packages, security and privacy, or how we work.',
  notThatOne: "I can't confirm that particular one here. In general: ",
  ownSystemNotConfirmed: (names) => `I can't confirm ${names.join(' and ')} specifically here; the team confirms it in the discovery call.`,
  modelAccuracy:
    "I can't give you a detection or accuracy rate here: a predictive model's results depend on your data, so they are measured on it during the build, with evaluation before anything goes live.",
  noGuaranteeHere: "I can't confirm a guarantee in this chat: guarantees are for the written proposal and the contract.",
  reviewerDecides: (again) =>
    again
      ? "The same holds here: I can't confirm how they will judge it, as that decision is theirs."
      : "I can't confirm how it will be judged: that decision is your regulator's or reviewer's, not ours.",
  languagesTested: (names) =>
    `${joinWords(names.map(languageName))} would be among the languages we test with you before go-live${
      beyondEnglish(names)
        ? `: how well the models handle ${names.length > 1 ? 'them' : 'it'} is what that test shows, and I can't confirm it here`
        : ''
    }.`,
  languageCountTested: (count) => `For you that would be all ${count}, each tested with you before go-live.`,
  hostingNotConfirmed: (email) => `Where that server is hosted I can't confirm here: the team at ${email} can tell you.`,
  dialectNotConfirmed:
    "How well it reads a dialect, the way people write it, I can't confirm here: we would test it with your own examples before go-live.",
  technologiesWeUse: (named, group) => `${named}: part of the stack we build with (${group}).`,
  notThatChat: "No, this isn't that chat.",
  notThatCompany: "No, this isn't that chat. Vaultline AI is a software agency that builds AI systems for healthcare and finance.",
  noContactNoted: 'Nobody from our team will contact you unless you ask; if questions come up, you can write to {contactEmail}.',
  writesToUs:
    'Of course, whichever suits you: the project form on our site or {contactEmail}. A person replies within {responseTime}, and mentioning what we discussed here helps them pick it up.',
  personByEmailOnly:
    'Of course, by e-mail only: leave your e-mail address here and a person from our team writes to you within {responseTime}, with this conversation in front of them; nobody will call. You can also write to {contactEmail} yourself.',
  personWithoutContact:
    "No problem, you don't need to leave anything here. I can't confirm when someone from our team is online in this chat; to reach a person without leaving your details, write to {contactEmail}: a person replies within {responseTime}.",
  technologyChoice: (named) =>
    `${named} are part of the stack we build with; which one fits your project is chosen from your requirements in the discovery call and written into the proposal.`,
  noPricesToShare: "We quote each project on its own and don't publish prices or rates, so there are none to share here.",
  noMedicalAdvice:
    "I can't give medical advice, and this isn't your lab's or doctor's chat: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Please ask your doctor, pharmacist or the lab that did the test.",
  noFinancialAdvice:
    "I can't give personal financial or investment advice: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for banks, insurers and healthcare. For your own savings, please talk to an independent financial adviser or your bank.",
  notYourBank:
    "I can't see or unlock bank accounts, and this isn't your bank's chat: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for banks and healthcare. Please contact your bank directly, on the number on the back of your card or in its app or website.",
  notYourInsurer:
    "I can't look up policies or claims, and this isn't your insurer's chat: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for insurers, banks and healthcare. Please contact your insurer directly, on the number or in the customer portal given in your policy documents.",
  notYourClinic:
    "I can't look up results or patient records, and this isn't your hospital's or lab's chat: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Please ask the clinic or practice that did the examination, or your doctor.",
  notYourPractice:
    "I can't book or move appointments, and this isn't your practice's chat: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Please contact your practice directly, by phone or through its own booking page.",
  notYourInvitation:
    "I can't open or grant access to that: a data room, portal or account someone invited you to isn't one we run. I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Please ask the sender of the invitation to check the link and your access.",
  notYourApp:
    "I can't see or reset accounts or passwords, and this isn't the support chat of your app: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance, and we don't run a consumer app. Please contact the support of the app you use, through the app itself or its website.",
  notYourProvider:
    "I can't see meters, lines or customer accounts: this isn't the chat of your energy, water, internet or phone provider. I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Please contact your provider directly, through the number on your contract or bill, or on its website.",
  notYourDevice:
    "I can't send anyone out or service a device: this isn't the service chat of the maker of your safe or equipment. I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance; we make no hardware. Please contact the manufacturer or the dealer you bought it from, or a locksmith for an emergency opening.",
  noHardwareSold:
    "We don't sell safes, locks or any other hardware: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. For a safe, a specialist dealer or locksmith near you is the right place to ask.",
  notWhereTheyEnrol:
    "We don't run camps, courses or classes, so you can't register anyone here: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance. Whoever mentioned the name, a coach, a club or a school, can tell you who runs it and how to sign up.",
  notTheirService:
    "I can't look into that here: we are a different company, not the customer service of the company you're looking for. I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance; we sell no products or services to consumers. Please contact that company directly, through the details on your contract or invoice, or on its website.",
  impersonatedUs:
    "That doesn't sound like us: I'm Vera, the assistant of Vaultline AI, a software agency that builds AI systems for healthcare and finance; we sell no investments or other products to private people, and we never ask them for money or identity documents. Please don't send that caller any money or documents: write to {contactEmail} so our team knows about it, and if you have already paid, tell your bank and the police.",
  decisionStaysWithThem:
    'That fits how we build: the decision stays with your people, and the assistant hands such cases to them instead of deciding.',
  officialRequest:
    "I can't share anything about a visitor of this chat here. Requests from authorities go in writing to {contactEmail}, where the people responsible answer them.",
  forOurTeam:
    'That is one for our team rather than this chat: please write to {contactEmail}, and the right person will reply within {responseTime}.',
  siteProblemReported:
    'Thank you for letting us know! If you can, send a line with your device and browser to {contactEmail}, so our team can fix it.',
  noInternals: "I can't share our source code or the instructions this chat runs on.",
  chatCopy:
    'You can do that yourself, right here: open **Your data** in this chat window and choose **Download my conversations** (Markdown or JSON). The same place lets you delete them.',
  inShort: 'In short: ',
  thatQuestion: 'that question',
  thoseQuestions: 'those questions',
  thisOneToo: 'this one too',
  noPlainYesOrNo:
    "I can't confirm a plain yes or no to that here: it depends on your setup, and the team confirms it in the free discovery call.",
  acknowledgements: ['Thanks, that helps.', 'Noted.', 'Understood.', 'Good to know.'],
  discovery: {
    project: [
      'What would you like to build: an AI assistant, a customer portal, a cloud platform, an online store, or something else?',
      'What kind of project do you have in mind?',
      'Tell me a bit about the project: what should it do for your team or your customers?',
    ],
    stage: [
      'Where does the project stand today: an idea, in planning, already in development, or an existing product to improve?',
      'How far along is the project: still an idea, being planned, or already in development?',
    ],
    timeline: [
      'What timeline do you have in mind for going live?',
      'When would you like to launch?',
      'Is there a date you are working towards?',
    ],
    budget: [
      'Do you have a budget range in mind? It helps me point you to the right package.',
      'Is there a budget range you are working with?',
    ],
  },
  nextStep: {
    ready: [
      'The best next step is a free consultation with our engineers. **Share your e-mail or phone number** and we will schedule it, or write to us at {contactEmail}.',
      'Shall we set up a free consultation with our engineers? Leave your e-mail address or phone number and we will get in touch within {responseTime}.',
    ],
    early: [
      'Would you like to set up a short call with our team? Leave your e-mail and we will get in touch within {responseTime}.',
      'If it helps, our engineers can walk you through it on a short call: just leave your e-mail address here.',
    ],
  },
  introduction: (assistant, agency, services) =>
    `Hello! I'm ${assistant}, the AI assistant of ${agency}. I can help you turn your software idea into a secure, scalable solution: we specialise in ${services}.`,
  helloAgain: 'Hello again!',
  welcome: "You're welcome!",
  niceToMeet: (name) => `Nice to meet you, ${name}.`,
  projectWeDeliver: (project) => `${project} is exactly the kind of project we deliver.`,
  summary: {
    heading: (name) => `Here is a summary of what we've discussed${name ? ` for ${name}` : ''}:`,
    told: 'What you told me',
    proposal: "What we'd propose",
    customProject: 'a custom project: its scope, architecture and timeline are set in the written proposal after the free discovery call.',
    nextStep: 'Next step',
    next: 'a free discovery call; after it, the team sends a written proposal with scope, architecture and timeline.',
  },
  websiteChatPackage: (pack, description) =>
    `That is what our **${pack}** is made for: ${description[0]!.toLowerCase()}${description.slice(1)}`,
  regulatedSector: (industry) =>
    `Good to know. Regulated sectors like ${industry} are our focus: the systems we build run in your own environment.`,
  sector: (industry) => `Good to know, ${industry} is a field we build for.`,
  declinedQuestions: (asked, fallback) => `On ${asked}: ${fallback}`,
  nearbyTopics: (topics) => ` Nearby topics I can answer: ${topics}.`,
  contactUpdated: (contact, name) => `Thank you${name ? `, ${name}` : ''}, I've updated your contact details to ${contact}.`,
  contactTakenBack: (details) =>
    details === 'both'
      ? "I've taken your phone number and e-mail address off the contact details our team sees, so nobody will use them. They still appear in your messages above: to erase the conversation itself, open **Your data** in this chat window and choose **Delete my data**."
      : `I've taken your ${details === 'phone' ? 'phone number' : 'e-mail address'} off the contact details our team sees, so nobody will use it. It still appears in your message above: to erase the conversation itself, open **Your data** in this chat window and choose **Delete my data**.`,
  onlyReachedAt: (contact, byEmail) =>
    byEmail ? `The team will only write to ${contact}; nobody will call.` : `The team will reach you only at ${contact}.`,
  callCalledOff: 'Of course, nobody will call you.',
  timelineUpdated: "Noted, I've updated your date.",
  figuresTakenBack: (what) =>
    ({
      budget:
        'Understood, that budget is off the record: nothing counts until you have a real figure, and the discovery call can help you size one.',
      timeline:
        'Understood, that date is off the record; once things move again, the written proposal after the discovery call sets a realistic plan.',
      both: 'Understood, the budget and the date are both off the record; when things move again, the discovery call helps you size the project and the written proposal sets the plan.',
    })[what],
  contactWishNoted: (wish) => `The team sees your note in this chat and will take it into account: “${wish}”.`,
  messengerNotConfirmed: (app, contactEmail) =>
    `I can't confirm that the team can reach you on ${app}: if not, they use the details you left, and you can always write to ${contactEmail}.`,
  callLanguageNotConfirmed: (contactEmail) =>
    `Which languages the team calls in I can't confirm here; they will see which one you asked for, and you can also write to ${contactEmail}.`,
  contactNoted: (contact, responseTime, name) =>
    `Thank you${name ? `, ${name}` : ''}! I've noted ${contact}, and our team will be in touch within ${responseTime}.`,
  budgetRange: (range, pack, popular, description) =>
    `With a ${range} budget, most clients choose the **${pack}**${popular ? ' (our most popular)' : ''}: ${description}`,
  flexibleBudget: 'A flexible budget lets us scope the project around the outcome; the discovery call turns it into a written quote.',
  budgetGiven: 'That budget helps us scope the project; the discovery call turns it into a written quote.',
  budgetFitUnconfirmed:
    "I can't confirm here whether the budget fits the project: the team at {contactEmail} quotes it from its scope after the free discovery call.",
  budgetUnknown: "No problem if the budget isn't set yet: the discovery call helps you size it.",
  budgetWithheld: 'No problem, the budget can wait: the discovery call is free, and the written quote follows from it.',
  tightTimelinePackage: (days) => `Good news for a tight timeline: our AI CRM packages go live in **${days} days**.`,
  tightTimelineCustom:
    'For a tight timeline, the free discovery call comes first and the written proposal sets a realistic plan; the build then runs in short iterations with a demo every week.',
  plannedTimelinePackage: (days) => `That timeline works well: our AI CRM packages deploy in ${days} days.`,
  plannedTimelineCustom:
    'For your date: the written proposal after the discovery call sets a realistic plan, then short iterations with a demo every week.',
  relaxedTimeline: 'With time on your side, we can start with a careful discovery call and a written proposal before anything is built.',
  scheduleWithContact: (contact) => `Our team will contact you at **${contact}** to agree a time for your free consultation.`,
  personWithContact: (contact, responseTime) =>
    `Of course. A person from our team will get back to you at **${contact}** within ${responseTime}.`,
  nextWithContact: (contact, responseTime) =>
    `Next, a person from our team gets in touch at **${contact}** within ${responseTime} to set up the free discovery call.`,
  scheduleAsk:
    "Let's set up your free consultation: leave the best e-mail address or phone number to reach you, and the team proposes times within {responseTime}.",
  scheduleBelow:
    "Let's set up your free consultation: choose a time under **Book a free consultation** below this conversation, and the invite comes by e-mail.",
  scheduleBelowSoonest:
    'The earliest free times for your free consultation are under **Book a free consultation** below this conversation: choose one and the invite comes by e-mail. If none suits you, write to {contactEmail} and a person replies within {responseTime}.',
  scheduleBelowNamedTime:
    "I can't confirm the time you named myself: if it is free, choose it under **Book a free consultation** below this conversation, and the invite comes by e-mail. If it isn't listed, write to {contactEmail} and a person replies within {responseTime}.",
  proposalWithContact: (contact) =>
    `After a short free discovery call, we'll prepare a written proposal (scope, architecture and timeline) with a quote and send it to **${contact}**.`,
  proposalByPhone: (phone) =>
    `We'll call you on **${phone}** to set up a short free discovery call; the written proposal (scope, architecture and timeline) follows from it, by e-mail.`,
  proposalAsk: "We'll prepare a written proposal with scope, architecture and timeline. Which e-mail address should we send it to?",
  proposalAfterCall:
    'The written proposal comes out of the free discovery call: that is where we learn your systems and compliance rules, so that scope, architecture and timeline are right. The call can be short; leave your e-mail or phone number and the team finds a time that suits you.',
  detailsWithContact: (contact) => `We'll e-mail the details to **${contact}**.`,
  detailsAsk: 'Of course. Which e-mail address should we send the details to?',
  keepChatting: 'Of course! Ask me anything about our packages, security and privacy, technologies, or how we work.',
  teamConfirms: (email, responseTime) => `The team at ${email} can confirm that for you, usually within ${responseTime}.`,
  teamForOwnCases: (email, responseTime) =>
    `How such cases reach your staff is part of the design: the team at ${email} can talk it through with you, usually within ${responseTime}.`,
  askAway: 'Of course, go ahead: ask your questions, and I will answer what our content covers and say plainly what it does not.',
  takeYourTime: 'Take your time. I can tell you about our packages, security and privacy, or how we work together.',
  and: 'and',
  or: 'or',
  projectTypes: {},
  industries: {},
};

const DE: Phrases = {
  noHomework:
    'Aufsätze oder Hausaufgaben kann ich nicht schreiben: Dieser Chat ist für Anfragen zu Projekten mit Vaultline AI, einer Softwareagentur, die KI-Systeme für Finanzbranche und Gesundheitswesen baut. Viel Erfolg damit!',
  researchRequest:
    'Anfragen für Umfragen und Interviews zu Forschungszwecken gehen an das Team unter {contactEmail}, das entscheidet, was es teilen kann. Hier kann ich Ihnen sagen, wie wir arbeiten, aber keine Umsatzzahlen oder Namen unserer Kunden nennen.',
  vendorReply:
    'Danke für Ihre Nachricht. Angebote von Dienstleistern, Outsourcing, Marketing, Sponsoring-Anfragen oder Vortragsanfragen nehmen wir nicht über diesen Chat an; wenn es für uns relevant ist, schreiben Sie bitte kurz an {contactEmail}.',
  cannotLookUp:
    'Ihr Projekt, seine Logs, Aufträge oder Rechnungen kann ich von diesem Chat aus nicht prüfen oder einsehen. Bitte schreiben Sie an {contactEmail} mit Firmen- und Projektnamen (oder der Referenz): Das Team antwortet innerhalb von {responseTime}.',
  spamReply:
    'Dieser Chat ist nur für Anfragen zu Projekten mit uns, dabei kann ich hier nicht helfen. Alles andere bitte an {contactEmail}.',
  competitorReply:
    'Wir erstellen für jedes Projekt ein eigenes Angebot, daher gibt es hier keine Sätze zu nennen; für Anliegen unter Agenturen schreiben Sie bitte an {contactEmail}.',
  competitorNothingToShare:
    'Kundennamen kann ich hier nicht bestätigen, und Angebote oder interne Unterlagen geben wir an andere Agenturen nicht weiter; für Anliegen unter Agenturen schreiben Sie bitte an {contactEmail}.',
  teamAddress: 'Sie erreichen das Team unter {contactEmail}.',
  flaggedForHandover: 'Ich habe diesen Chat zur Übergabe markiert, damit das Team sieht, was wir besprochen haben.',
  teamJoining: 'Ich habe eine Person aus dem Team gebeten, dazuzukommen; sie ist in Kürze für Sie da und sieht, was wir besprochen haben.',
  teamUnavailable: (until, contactGiven) =>
    `${until ? `Das Team ist bis ${until} nicht erreichbar` : 'Gerade ist niemand aus dem Team online'}; ${contactGiven ? 'eine Person antwortet Ihnen innerhalb eines Arbeitstages per E-Mail.' : 'hinterlassen Sie Ihre E-Mail-Adresse, und eine Person antwortet innerhalb eines Arbeitstages.'}`,
  zoneTime: (city) => `Ortszeit ${city}`,
  rudeOpening: 'Es tut mir leid, dass das bisher nicht geholfen hat.',
  notALead: 'Dieser Chat ist für Projektanfragen; bitte schreiben Sie an {contactEmail}, dann antwortet die richtige Person.',
  notALeadAgain:
    'Wie gesagt, dieser Chat ist für Projektanfragen; bitte schreiben Sie an {contactEmail}, dann antwortet die richtige Person.',
  alreadySaid: 'Kann ich Ihnen sonst noch etwas sagen? Unser Team erreichen Sie auch unter {contactEmail}.',
  declined: 'Kein Problem. Wenn etwas aufkommt, bin ich hier, oder Sie schreiben dem Team an {contactEmail}.',
  clarify:
    'Können Sie mir etwas mehr dazu sagen, was Sie wissen möchten? Ich kann unsere Leistungen, Pakete, Sicherheit und Datenschutz oder unsere Arbeitsweise erklären.',
  notThatOne: 'Genau das kann ich hier nicht bestätigen. Allgemein gilt: ',
  ownSystemNotConfirmed: (names) => `${names.join(' und ')} konkret kann ich hier nicht bestätigen; das Team klärt das im Erstgespräch.`,
  modelAccuracy:
    'Eine Erkennungs- oder Trefferquote kann ich hier nicht nennen: Die Ergebnisse eines Prognosemodells hängen von Ihren Daten ab, deshalb werden sie während der Umsetzung daran gemessen, mit Evaluation, bevor etwas live geht.',
  noGuaranteeHere: 'Eine Garantie kann ich in diesem Chat nicht bestätigen: Garantien gehören in das schriftliche Angebot und den Vertrag.',
  reviewerDecides: (again) =>
    again
      ? 'Das gilt auch hier: Wie dort geurteilt wird, kann ich nicht bestätigen, denn diese Entscheidung liegt dort.'
      : 'Wie es beurteilt wird, kann ich nicht bestätigen: Diese Entscheidung liegt bei Ihrer Aufsicht oder Ihren Prüfern, nicht bei uns.',
  languageCountTested: (count) => `Für Sie wären das alle ${count}, jede vor dem Go-live mit Ihnen getestet.`,
  languagesTested: (names) =>
    `${joinWords(names.map(languageName), 'und')} ${names.length > 1 ? 'gehören' : 'gehört'} dann zu den Sprachen, die wir vor dem Go-live mit Ihnen testen${
      beyondEnglish(names) ? ': Wie gut die Modelle sie beherrschen, zeigt dieser Test, und das kann ich hier nicht bestätigen' : ''
    }.`,
  dialectNotConfirmed:
    'Wie gut er einen Dialekt liest, so wie die Leute schreiben, kann ich hier nicht bestätigen: Wir würden es vor dem Go-live mit Ihren eigenen Beispielen testen.',
  hostingNotConfirmed: (email) =>
    `Wo dieser Server betrieben wird, kann ich hier nicht bestätigen: Das Team unter ${email} kann es Ihnen sagen.`,
  technologiesWeUse: (named, group) => `${named}: gehört zu dem Stack, mit dem wir bauen (${group}).`,
  notThatChat: 'Nein, das ist nicht dieser Chat.',
  notThatCompany:
    'Nein, das ist nicht dieser Chat. Vaultline AI ist eine Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut.',
  noContactNoted:
    'Niemand aus unserem Team meldet sich bei Ihnen, solange Sie es nicht wünschen; bei Fragen können Sie an {contactEmail} schreiben.',
  writesToUs:
    'Gern, wie es Ihnen passt: über das Projektformular auf unserer Website oder an {contactEmail}. Eine Person antwortet innerhalb von {responseTime}, und ein kurzer Hinweis auf unser Gespräch hier hilft, direkt anzuknüpfen.',
  personByEmailOnly:
    'Gern, nur per E-Mail: Hinterlassen Sie hier Ihre E-Mail-Adresse, dann schreibt Ihnen eine Person aus unserem Team innerhalb von {responseTime}, mit diesem Gespräch vor Augen; niemand ruft Sie an. Sie können auch selbst an {contactEmail} schreiben.',
  personWithoutContact:
    'Kein Problem, Sie müssen hier nichts hinterlassen. Wann jemand aus unserem Team in diesem Chat online ist, kann ich nicht bestätigen; eine Person erreichen Sie, ohne Ihre Daten hier zu lassen, unter {contactEmail}: Sie bekommen Antwort innerhalb von {responseTime}.',
  technologyChoice: (named) =>
    `${named} gehören zu dem Stack, mit dem wir bauen; was für Ihr Projekt passt, wählen wir nach Ihren Anforderungen im Erstgespräch und halten es im Angebot fest.`,
  noPricesToShare: 'Wir erstellen für jedes Projekt ein eigenes Angebot, daher gibt es hier keine Preise oder Tagessätze zu nennen.',
  noMedicalAdvice:
    'Medizinischen Rat kann ich nicht geben, und dies ist nicht der Chat Ihres Labors oder Ihrer Praxis: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Bitte fragen Sie Ihre Ärztin oder Ihren Arzt, Ihre Apotheke oder das Labor, das den Test gemacht hat.',
  noFinancialAdvice:
    'Persönliche Finanz- oder Anlageberatung kann ich nicht geben: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Banken, Versicherungen und Gesundheitswesen baut. Für Ihr eigenes Geld wenden Sie sich bitte an eine unabhängige Finanzberatung oder an Ihre Bank.',
  notYourBank:
    'Bankkonten kann ich weder einsehen noch entsperren, und dies ist nicht der Chat Ihrer Bank: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Banken und Gesundheitswesen baut. Bitte wenden Sie sich direkt an Ihre Bank, über die Nummer auf Ihrer Karte oder in der App bzw. auf der Website Ihrer Bank.',
  notYourInsurer:
    'Verträge und Leistungsfälle kann ich nicht einsehen, und dies ist nicht der Chat Ihrer Versicherung oder Krankenkasse: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Versicherungen, Banken und Gesundheitswesen baut. Bitte wenden Sie sich direkt an Ihre Versicherung oder Krankenkasse, über die Nummer oder das Kundenportal in Ihren Vertragsunterlagen.',
  notYourClinic:
    'Befunde und Patientendaten kann ich nicht einsehen, und dies ist nicht der Chat Ihrer Klinik oder Ihres Labors: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Bitte fragen Sie bei der Klinik oder Praxis nach, die die Untersuchung gemacht hat, oder bei Ihrer Ärztin oder Ihrem Arzt.',
  notYourPractice:
    'Termine kann ich nicht buchen oder verschieben, und dies ist nicht der Chat Ihrer Praxis: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Bitte wenden Sie sich direkt an Ihre Praxis, telefonisch oder über deren eigene Terminbuchung.',
  notYourInvitation:
    'Einen Zugang dazu kann ich nicht freischalten: Einen Datenraum, ein Portal oder ein Konto, zu dem man Sie eingeladen hat, betreiben wir nicht. Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Bitte wenden Sie sich an den Absender der Einladung, damit er den Link und Ihren Zugang prüft.',
  notYourApp:
    'Konten und Passwörter kann ich weder einsehen noch zurücksetzen, und dies ist nicht der Support-Chat Ihrer App: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut; eine App für Verbraucher haben wir nicht. Bitte wenden Sie sich an den Support der App, die Sie nutzen, über die App selbst oder ihre Website.',
  notYourProvider:
    'Zähler, Anschlüsse oder Kundenkonten kann ich nicht einsehen: Dies ist nicht der Chat Ihres Versorgers oder Ihres Internet- oder Telefonanbieters. Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Bitte wenden Sie sich direkt an Ihren Versorger oder Anbieter, über die Nummer auf Ihrem Vertrag oder Ihrer Rechnung oder über seine Website.',
  notYourDevice:
    'Einen Techniker schicken oder ein Gerät warten kann ich nicht: Dies ist nicht der Service-Chat des Herstellers Ihres Tresors oder Geräts. Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut; Hardware stellen wir nicht her. Bitte wenden Sie sich an den Hersteller oder den Händler, bei dem Sie es gekauft haben, oder für eine Notöffnung an einen Schlüsseldienst.',
  noHardwareSold:
    'Tresore, Schlösser oder andere Hardware verkaufen wir nicht: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Für einen Tresor berät Sie ein Fachhändler oder Schlüsseldienst in Ihrer Nähe.',
  notWhereTheyEnrol:
    'Wir veranstalten keine Camps, Kurse oder Trainings, deshalb kann man hier niemanden anmelden: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut. Wer Ihnen den Namen genannt hat, etwa der Trainer, der Verein oder die Schule, kann Ihnen sagen, wer es veranstaltet und wie die Anmeldung geht.',
  notTheirService:
    'Das kann ich hier nicht prüfen: Wir sind ein anderes Unternehmen, nicht der Kundendienst des Unternehmens, das Sie suchen. Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut; Produkte oder Dienstleistungen für Verbraucher bieten wir nicht an. Bitte wenden Sie sich direkt an dieses Unternehmen, über die Kontaktdaten in Ihrem Vertrag oder auf Ihrer Rechnung oder über seine Website.',
  impersonatedUs:
    'Das klingt nicht nach uns: Ich bin Vera, die Assistentin von Vaultline AI, einer Softwareagentur, die KI-Systeme für Gesundheitswesen und Finanzbranche baut; wir verkaufen Privatpersonen keine Geldanlagen oder sonstigen Produkte und bitten sie nie um Geld oder Ausweisdokumente. Bitte schicken Sie dieser Person weder Geld noch Dokumente: Schreiben Sie an {contactEmail}, damit unser Team davon erfährt, und wenn Sie schon bezahlt haben, informieren Sie Ihre Bank und die Polizei.',
  decisionStaysWithThem:
    'Das passt zu unserer Arbeitsweise: Die Entscheidung bleibt bei Ihren Fachleuten, und der Assistent gibt solche Fälle an sie weiter, statt selbst zu entscheiden.',
  officialRequest:
    'Über Besucher dieses Chats kann ich hier nichts herausgeben. Anfragen von Behörden gehen schriftlich an {contactEmail}, wo die Zuständigen sie beantworten.',
  forOurTeam:
    'Das klärt besser unser Team als dieser Chat: Schreiben Sie bitte an {contactEmail}, die richtige Person antwortet innerhalb von {responseTime}.',
  siteProblemReported:
    'Danke für den Hinweis! Wenn möglich, schicken Sie kurz Gerät und Browser an {contactEmail}, damit unser Team es beheben kann.',
  noInternals: 'Unseren Quellcode und die Anweisungen, mit denen dieser Chat arbeitet, kann ich nicht weitergeben.',
  chatCopy:
    'Das können Sie direkt hier selbst tun: Öffnen Sie **Your data** in diesem Chatfenster und wählen Sie **Download my conversations** (Markdown oder JSON). Dort können Sie sie auch löschen.',
  inShort: 'Kurz gesagt: ',
  thatQuestion: 'dieser Frage',
  thoseQuestions: 'diesen Fragen',
  thisOneToo: 'dieser Frage ebenso',
  noPlainYesOrNo:
    'Mit einem klaren Ja oder Nein kann ich das hier nicht bestätigen: Es hängt von Ihrer Umgebung ab, und das Team bestätigt es im kostenlosen Erstgespräch.',
  acknowledgements: ['Danke, das hilft.', 'Notiert.', 'Verstanden.', 'Gut zu wissen.'],
  discovery: {
    project: [
      'Was möchten Sie bauen: einen KI-Assistenten, ein Kundenportal, eine Cloud-Plattform, einen Onlineshop oder etwas anderes?',
      'Was für ein Projekt haben Sie im Sinn?',
      'Erzählen Sie mir etwas über das Projekt: Was soll es für Ihr Team oder Ihre Kunden leisten?',
    ],
    stage: [
      'Wo steht das Projekt heute: eine Idee, in Planung, bereits in Entwicklung oder ein bestehendes Produkt, das besser werden soll?',
      'Wie weit ist das Projekt: noch eine Idee, in Planung oder schon in Entwicklung?',
    ],
    timeline: [
      'Welchen Zeitplan haben Sie für den Go-live im Blick?',
      'Wann möchten Sie starten?',
      'Gibt es einen Termin, auf den Sie hinarbeiten?',
    ],
    budget: [
      'Haben Sie einen Budgetrahmen im Kopf? Das hilft mir, Ihnen das passende Paket zu nennen.',
      'Gibt es einen Budgetrahmen, mit dem Sie planen?',
    ],
  },
  nextStep: {
    ready: [
      'Der beste nächste Schritt ist ein kostenloses Beratungsgespräch mit unseren Engineers. **Hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer**, dann vereinbaren wir es, oder schreiben Sie uns an {contactEmail}.',
      'Sollen wir ein kostenloses Beratungsgespräch mit unseren Engineers vereinbaren? Hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer, und wir melden uns innerhalb von {responseTime}.',
    ],
    early: [
      'Möchten Sie ein kurzes Gespräch mit unserem Team vereinbaren? Hinterlassen Sie Ihre E-Mail-Adresse, und wir melden uns innerhalb von {responseTime}.',
      'Wenn es hilft, gehen unsere Engineers das in einem kurzen Gespräch mit Ihnen durch: Hinterlassen Sie einfach hier Ihre E-Mail-Adresse.',
    ],
  },
  introduction: (assistant, agency, services) =>
    `Hallo! Ich bin ${assistant}, die KI-Assistentin von ${agency}. Ich helfe Ihnen, aus Ihrer Software-Idee eine sichere, skalierbare Lösung zu machen: Wir sind spezialisiert auf ${services}.`,
  helloAgain: 'Hallo noch einmal!',
  welcome: 'Gern geschehen!',
  niceToMeet: (name) => `Schön, Sie kennenzulernen, ${name}.`,
  projectWeDeliver: (project) => `${project[0]!.toUpperCase()}${project.slice(1)} ist genau die Art von Projekt, die wir umsetzen.`,
  summary: {
    heading: (name) => `Hier eine Zusammenfassung unseres Gesprächs${name ? ` für ${name}` : ''}:`,
    told: 'Was Sie mir gesagt haben',
    proposal: 'Was wir vorschlagen',
    customProject:
      'ein individuelles Projekt: Umfang, Architektur und Zeitplan legt das schriftliche Angebot nach dem kostenlosen Erstgespräch fest.',
    nextStep: 'Nächster Schritt',
    next: 'ein kostenloses Erstgespräch; danach schickt Ihnen das Team ein schriftliches Angebot mit Umfang, Architektur und Zeitplan.',
  },
  websiteChatPackage: (pack, description) =>
    `Genau dafür ist unser **${pack}** gemacht: ${description[0]!.toLowerCase()}${description.slice(1)}`,
  regulatedSector: (industry) =>
    `Gut zu wissen. Regulierte Branchen wie ${industry} sind unser Schwerpunkt: Die Systeme, die wir bauen, laufen in Ihrer eigenen Umgebung.`,
  sector: (industry) => `Gut zu wissen, für ${industry} bauen wir Lösungen.`,
  declinedQuestions: (asked, fallback) => `Zu ${asked}: ${fallback}`,
  nearbyTopics: (topics) => ` Verwandte Themen, die ich beantworten kann: ${topics}.`,
  contactUpdated: (contact, name) => `Danke${name ? `, ${name}` : ''}, ich habe Ihre Kontaktdaten auf ${contact} aktualisiert.`,
  contactTakenBack: (details) =>
    details === 'both'
      ? 'Ich habe Ihre Telefonnummer und Ihre E-Mail-Adresse aus den Kontaktdaten entfernt, die unser Team sieht; niemand wird sie verwenden. In Ihren Nachrichten oben stehen sie noch: Um das Gespräch selbst zu löschen, öffnen Sie **Your data** in diesem Chatfenster und wählen Sie **Delete my data**.'
      : `Ich habe Ihre ${details === 'phone' ? 'Telefonnummer' : 'E-Mail-Adresse'} aus den Kontaktdaten entfernt, die unser Team sieht; niemand wird sie verwenden. In Ihrer Nachricht oben steht sie noch: Um das Gespräch selbst zu löschen, öffnen Sie **Your data** in diesem Chatfenster und wählen Sie **Delete my data**.`,
  onlyReachedAt: (contact, byEmail) =>
    byEmail ? `Das Team schreibt Ihnen nur an ${contact}; niemand ruft Sie an.` : `Das Team erreicht Sie nur unter ${contact}.`,
  callCalledOff: 'Natürlich, niemand wird Sie anrufen.',
  timelineUpdated: 'Notiert, ich habe Ihren Termin aktualisiert.',
  figuresTakenBack: (what) =>
    ({
      budget: 'Verstanden, dieses Budget ist vom Tisch: Es zählt erst eine echte Zahl, und das Erstgespräch hilft Ihnen, sie abzuschätzen.',
      timeline:
        'Verstanden, dieser Termin ist vom Tisch; sobald es weitergeht, legt das schriftliche Angebot nach dem Erstgespräch einen realistischen Plan fest.',
      both: 'Verstanden, Budget und Termin sind beide vom Tisch; sobald es weitergeht, hilft das Erstgespräch, das Projekt abzuschätzen, und das schriftliche Angebot legt den Plan fest.',
    })[what],
  contactWishNoted: (wish) => `Das Team sieht Ihren Hinweis in diesem Chat und berücksichtigt ihn: „${wish}“.`,
  messengerNotConfirmed: (app, contactEmail) =>
    `Ob das Team Sie über ${app} erreichen kann, kann ich nicht bestätigen: Sonst nutzt es die Angaben, die Sie hinterlassen haben, und Sie können jederzeit an ${contactEmail} schreiben.`,
  callLanguageNotConfirmed: (contactEmail) =>
    `In welchen Sprachen das Team anruft, kann ich hier nicht bestätigen; es sieht, welche Sie sich wünschen, und Sie können auch an ${contactEmail} schreiben.`,
  contactNoted: (contact, responseTime, name) =>
    `Danke${name ? `, ${name}` : ''}! Ich habe ${contact} notiert, und unser Team meldet sich innerhalb von ${responseTime}.`,
  budgetRange: (range, pack, popular, description) =>
    `Bei einem ${range}-Budget wählen die meisten Kunden das **${pack}**${popular ? ' (unser beliebtestes)' : ''}: ${description}`,
  flexibleBudget:
    'Mit einem flexiblen Budget planen wir das Projekt vom Ergebnis her; aus dem Erstgespräch wird ein schriftliches Angebot.',
  budgetGiven: 'Dieses Budget hilft uns, das Projekt einzuschätzen; aus dem Erstgespräch wird ein schriftliches Angebot.',
  budgetFitUnconfirmed:
    'Ob das Budget zum Projekt passt, kann ich hier nicht bestätigen: Das Team unter {contactEmail} bietet es nach dem kostenlosen Erstgespräch aus seinem Umfang an.',
  budgetUnknown: 'Kein Problem, wenn das Budget noch nicht feststeht: Das Erstgespräch hilft, es einzuschätzen.',
  budgetWithheld: 'Kein Problem, das Budget kann warten: Das Erstgespräch ist kostenlos, und das schriftliche Angebot folgt daraus.',
  tightTimelinePackage: (days) => `Gute Nachricht für einen knappen Zeitplan: Unsere AI-CRM-Pakete gehen in **${days} Tagen** live.`,
  tightTimelineCustom:
    'Bei einem knappen Zeitplan kommt zuerst das kostenlose Erstgespräch, und das schriftliche Angebot legt einen realistischen Plan fest; die Umsetzung läuft dann in kurzen Iterationen mit einer Demo jede Woche.',
  plannedTimelinePackage: (days) => `Dieser Zeitplan passt gut: Unsere AI-CRM-Pakete sind in ${days} Tagen bereitgestellt.`,
  plannedTimelineCustom:
    'Zu Ihrem Zieldatum: Das schriftliche Angebot nach dem Erstgespräch legt einen realistischen Plan fest, dann folgen kurze Iterationen mit einer Demo jede Woche.',
  relaxedTimeline:
    'Da Sie Zeit haben, können wir mit einem gründlichen Erstgespräch und einem schriftlichen Angebot beginnen, bevor etwas gebaut wird.',
  scheduleWithContact: (contact) =>
    `Unser Team meldet sich unter **${contact}**, um einen Termin für Ihr kostenloses Beratungsgespräch zu vereinbaren.`,
  personWithContact: (contact, responseTime) =>
    `Gerne. Eine Person aus unserem Team meldet sich innerhalb von ${responseTime} bei Ihnen; wir erreichen Sie unter **${contact}**.`,
  nextWithContact: (contact, responseTime) =>
    `Als Nächstes meldet sich eine Person aus unserem Team innerhalb von ${responseTime} unter **${contact}** bei Ihnen, um das kostenlose Erstgespräch zu vereinbaren.`,
  scheduleAsk:
    'Vereinbaren wir Ihr kostenloses Beratungsgespräch: Hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer, und das Team schlägt innerhalb von {responseTime} Termine vor.',
  scheduleBelow:
    'Vereinbaren wir Ihr kostenloses Beratungsgespräch: Wählen Sie unter diesem Gespräch bei **Book a free consultation** einen Termin, die Einladung kommt per E-Mail.',
  scheduleBelowSoonest:
    'Die frühesten freien Termine für Ihr kostenloses Beratungsgespräch finden Sie unter diesem Gespräch bei **Book a free consultation**: Wählen Sie einen, die Einladung kommt per E-Mail. Passt keiner, schreiben Sie an {contactEmail}, und eine Person antwortet innerhalb von {responseTime}.',
  scheduleBelowNamedTime:
    'Den genannten Termin kann ich selbst nicht bestätigen: Ist er frei, wählen Sie ihn unter diesem Gespräch bei **Book a free consultation**, die Einladung kommt per E-Mail. Steht er nicht dabei, schreiben Sie an {contactEmail}, und eine Person antwortet innerhalb von {responseTime}.',
  proposalWithContact: (contact) =>
    `Nach einem kurzen kostenlosen Erstgespräch erstellen wir ein schriftliches Angebot (Umfang, Architektur und Zeitplan) und senden es an **${contact}**.`,
  proposalByPhone: (phone) =>
    `Wir rufen Sie unter **${phone}** an, um ein kurzes kostenloses Erstgespräch zu vereinbaren; das schriftliche Angebot (Umfang, Architektur und Zeitplan) folgt daraus per E-Mail.`,
  proposalAsk:
    'Wir erstellen ein schriftliches Angebot mit Umfang, Architektur und Zeitplan. An welche E-Mail-Adresse sollen wir es senden?',
  proposalAfterCall:
    'Das schriftliche Angebot entsteht aus dem kostenlosen Erstgespräch: Dort lernen wir Ihre Systeme und Compliance-Regeln kennen, damit Umfang, Architektur und Zeitplan stimmen. Das Gespräch kann kurz sein; hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer, und das Team findet einen Termin, der Ihnen passt.',
  detailsWithContact: (contact) => `Wir senden die Details per E-Mail an **${contact}**.`,
  detailsAsk: 'Gerne. An welche E-Mail-Adresse sollen wir die Details senden?',
  keepChatting: 'Gerne! Fragen Sie mich alles zu unseren Paketen, Sicherheit und Datenschutz, Technologien oder unserer Arbeitsweise.',
  teamConfirms: (email, responseTime) => `Das Team unter ${email} kann Ihnen das bestätigen, meist innerhalb von ${responseTime}.`,
  teamForOwnCases: (email, responseTime) =>
    `Wie solche Fälle zu Ihren Fachleuten gelangen, ist Teil des Designs: Das Team unter ${email} bespricht das gern mit Ihnen, meist innerhalb von ${responseTime}.`,
  askAway: 'Gern, fragen Sie: Ich beantworte, was unsere Inhalte abdecken, und sage offen, was nicht.',
  takeYourTime:
    'Lassen Sie sich Zeit. Ich kann Ihnen etwas über unsere Pakete, Sicherheit und Datenschutz oder unsere Zusammenarbeit erzählen.',
  and: 'und',
  or: 'oder',
  projectTypes: {
    chatbot: 'ein Chatbot',
    'AI CRM': 'ein AI CRM',
    'e-commerce platform': 'eine E-Commerce-Plattform',
    'mobile app': 'eine Mobile App',
    'booking system': 'ein Buchungssystem',
    'AI search': 'eine KI-Suche',
    'onboarding flow': 'ein Onboarding-Prozess',
    'AI automation': 'eine KI-Automatisierung',
    'AI integration': 'eine KI-Integration',
    'cloud migration': 'eine Cloud-Migration',
    'data pipeline': 'eine Datenpipeline',
    'web application': 'eine Webanwendung',
    'customer portal': 'ein Kundenportal',
    'customer portal with an AI assistant': 'ein Kundenportal mit KI-Assistent',
    'predictive model': 'ein Prognosemodell',
    'system integration': 'eine Systemintegration',
    migration: 'eine Migration',
    'custom software': 'Individualsoftware',
  },
  industries: {
    insurance: 'Versicherungen',
    finance: 'Finanzen',
    healthcare: 'das Gesundheitswesen',
    'e-commerce': 'den Onlinehandel',
    legal: 'die Rechtsberatung',
    'public sector': 'der öffentliche Sektor',
  },
};

const FR: Phrases = {
  noHomework:
    "Je ne peux pas rédiger de dissertations ni de devoirs : ce chat est réservé aux demandes de projet avec Vaultline AI, une agence logicielle qui construit des systèmes d'IA pour la finance et la santé. Bon courage !",
  researchRequest:
    "Les demandes d'enquête ou d'entretien pour une recherche vont à l'équipe à {contactEmail}, qui décide de ce qu'elle peut partager. Ici, je peux vous dire comment nous travaillons, mais pas nos chiffres d'affaires ni le nom de nos clients.",
  vendorReply:
    "Merci pour votre message. Nous ne traitons pas par ce chat les offres de prestataires, d'externalisation ou de marketing, ni les demandes de sponsoring ou d'intervention ; si c'est pertinent pour nous, envoyez un court message à {contactEmail}.",
  cannotLookUp:
    "Je ne peux pas vérifier ni consulter votre projet, ses journaux, commandes ou factures depuis ce chat. Écrivez à {contactEmail} avec le nom de votre société et du projet (ou la référence) : l'équipe répond sous {responseTime}.",
  spamReply:
    'Ce chat est réservé aux demandes concernant des projets avec nous, je ne peux donc pas vous aider pour cela ici. Pour le reste, écrivez à {contactEmail}.',
  competitorReply:
    "Nous établissons un devis propre à chaque projet, il n'y a donc pas de tarifs à communiquer ici ; pour tout échange entre agences, écrivez à {contactEmail}.",
  competitorNothingToShare:
    "Je ne peux pas confirmer de noms de clients ici, et nous ne communiquons ni propositions ni documents internes à d'autres agences ; pour tout échange entre agences, écrivez à {contactEmail}.",
  teamAddress: "Vous pouvez écrire à l'équipe à {contactEmail}.",
  flaggedForHandover: "J'ai signalé ce chat pour un passage de relais, afin que l'équipe voie ce dont nous avons parlé.",
  teamJoining:
    "J'ai demandé à une personne de l'équipe de nous rejoindre ; elle sera avec vous sous peu et verra ce dont nous avons parlé.",
  teamUnavailable: (until, contactGiven) =>
    `${until ? `L'équipe est absente jusqu'à ${until}` : "Personne de l'équipe n'est en ligne pour le moment"} ; ${contactGiven ? 'une personne vous répond par e-mail sous un jour ouvré.' : 'laissez votre e-mail et une personne vous répond sous un jour ouvré.'}`,
  zoneTime: (city) => `heure de ${city}`,
  rudeOpening: "Je suis désolée que cela n'ait pas été utile jusqu'ici.",
  notALead: 'Ce chat est destiné aux demandes de projet ; écrivez à {contactEmail} et la bonne personne vous répondra.',
  notALeadAgain: 'Comme indiqué, ce chat est destiné aux demandes de projet ; écrivez à {contactEmail} et la bonne personne vous répondra.',
  alreadySaid: 'Puis-je vous renseigner sur autre chose ? Notre équipe est aussi joignable à {contactEmail}.',
  declined: "Pas de problème. Si une question se présente, je suis là, ou vous pouvez écrire à l'équipe à {contactEmail}.",
  clarify:
    'Pourriez-vous me préciser ce que vous aimeriez savoir ? Je peux vous présenter nos services, nos forfaits, la sécurité et la confidentialité, ou notre façon de travailler.',
  notThatOne: 'Je ne peux pas confirmer ce point précis ici. En général : ',
  ownSystemNotConfirmed: (names) =>
    `Je ne peux pas confirmer ${names.join(' et ')} précisément ici ; l'équipe le confirme lors de l'appel de découverte.`,
  modelAccuracy:
    "Je ne peux pas vous donner ici de taux de détection ou de précision : les résultats d'un modèle prédictif dépendent de vos données, ils sont donc mesurés sur ces données pendant la réalisation, avec une évaluation avant toute mise en production.",
  noGuaranteeHere: 'Je ne peux pas confirmer de garantie dans ce chat : les garanties relèvent de la proposition écrite et du contrat.',
  reviewerDecides: (again) =>
    again
      ? 'Il en va de même ici : je ne peux pas confirmer comment ce sera jugé, car cette décision leur revient.'
      : 'Je ne peux pas confirmer comment ce sera jugé : cette décision revient à votre autorité de contrôle ou à vos évaluateurs, pas à nous.',
  languageCountTested: (count) => `Pour vous, ce seraient les ${count}, chacune testée avec vous avant la mise en production.`,
  languagesTested: (names) =>
    `${capitalised(
      joinWords(
        names.map((name) => (/^[aeiouéèh]/i.test(name) ? `l'${name}` : `le ${name}`)),
        'et',
      ),
    )} ${names.length > 1 ? 'feraient' : 'ferait'} partie des langues que nous testons avec vous avant la mise en production${
      beyondEnglish(names)
        ? ` : ce test montre dans quelle mesure les modèles ${names.length > 1 ? 'les' : 'la'} maîtrisent, et je ne peux pas le confirmer ici`
        : ''
    }.`,
  hostingNotConfirmed: (email) => `Je ne peux pas confirmer ici où ce serveur est hébergé : l'équipe à ${email} peut vous le dire.`,
  dialectNotConfirmed:
    "Je ne peux pas confirmer ici dans quelle mesure il lit un dialecte, tel que les gens l'écrivent : nous le testerions avec vos propres exemples avant la mise en production.",
  technologiesWeUse: (named, group) => `${named} : fait partie des technologies avec lesquelles nous construisons (${group}).`,
  notThatChat: "Non, ce n'est pas ce chat-là.",
  notThatCompany:
    "Non, ce n'est pas ce chat-là. Vaultline AI est une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance.",
  noContactNoted:
    'Personne de notre équipe ne vous contactera sans que vous le demandiez ; si des questions se posent, vous pouvez écrire à {contactEmail}.',
  writesToUs:
    "Bien sûr, comme vous préférez : le formulaire de projet sur notre site ou {contactEmail}. Une personne répond sous {responseTime}, et rappeler ce dont nous avons parlé ici l'aidera à reprendre le fil.",
  personByEmailOnly:
    'Bien sûr, uniquement par e-mail : laissez ici votre adresse e-mail et une personne de notre équipe vous écrit sous {responseTime}, avec cette conversation sous les yeux ; personne ne vous appellera. Vous pouvez aussi écrire vous-même à {contactEmail}.',
  personWithoutContact:
    "Pas de souci, vous n'avez rien à laisser ici. Je ne peux pas confirmer quand quelqu'un de notre équipe est en ligne dans ce chat ; pour joindre une personne sans laisser vos coordonnées, écrivez à {contactEmail} : une personne vous répond sous {responseTime}.",
  technologyChoice: (named) =>
    `${named} font partie des technologies avec lesquelles nous construisons ; le choix pour votre projet se fait selon vos exigences lors de l'appel de découverte et figure dans la proposition.`,
  noPricesToShare: "Nous établissons un devis propre à chaque projet, il n'y a donc pas de prix ni de tarifs à communiquer ici.",
  noMedicalAdvice:
    "Je ne peux pas donner d'avis médical, et ce n'est pas le chat de votre laboratoire ou de votre médecin : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance. Adressez-vous à votre médecin, à votre pharmacien ou au laboratoire qui a fait l'analyse.",
  noFinancialAdvice:
    "Je ne peux pas donner de conseil financier ou d'investissement personnel : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour les banques, les assurances et la santé. Pour votre propre épargne, adressez-vous à un conseiller financier indépendant ou à votre banque.",
  notYourBank:
    "Je ne peux ni consulter ni débloquer de compte bancaire, et ce n'est pas le chat de votre banque : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour les banques et la santé. Contactez directement votre banque, au numéro au dos de votre carte ou via son application ou son site.",
  notYourInsurer:
    "Je ne peux pas consulter de contrats ni de dossiers de remboursement, et ce n'est pas le chat de votre assurance ou de votre mutuelle : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour les assurances, les banques et la santé. Contactez directement votre assureur ou votre mutuelle, au numéro ou via l'espace adhérent indiqués dans vos documents de contrat.",
  notYourClinic:
    "Je ne peux pas consulter de résultats ni de dossiers patients, et ce n'est pas le chat de votre hôpital ou de votre laboratoire : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance. Adressez-vous à la clinique ou au cabinet qui a fait l'examen, ou à votre médecin.",
  notYourPractice:
    "Je ne peux pas prendre ni déplacer de rendez-vous, et ce n'est pas le chat de votre cabinet : je suis Vera, l'assistante de Vaultline AI, une agence logicielle qui construit des systèmes d'IA pour la santé et la finance. Merci de contacter directement votre cabinet, par téléphone ou via sa propre prise de rendez-vous en ligne.",
  notYourInvitation:
    "Je ne peux pas ouvrir ni accorder cet accès : la salle de données, le portail ou le compte auquel on vous a invité n'est pas l'un des nôtres. Je suis Vera, l'assistante de Vaultline AI, une agence logicielle qui construit des systèmes d'IA pour la santé et la finance. Merci de demander à l'expéditeur de l'invitation de vérifier le lien et votre accès.",
  notYourApp:
    "Je ne peux ni consulter ni réinitialiser de compte ou de mot de passe, et ce n'est pas le chat d'assistance de votre application : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance, et nous n'avons pas d'application grand public. Contactez l'assistance de l'application que vous utilisez, depuis l'application elle-même ou son site.",
  notYourProvider:
    "Je ne peux consulter ni compteur, ni ligne, ni compte client : ce n'est pas le chat de votre fournisseur d'énergie ou d'eau, ni de votre opérateur internet ou téléphone. Je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance. Contactez directement votre fournisseur ou opérateur, via le numéro indiqué sur votre contrat ou votre facture, ou sur son site web.",
  notYourDevice:
    "Je ne peux envoyer personne ni entretenir un appareil : ce n'est pas le chat du service après-vente du fabricant de votre coffre-fort ou de votre équipement. Je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance ; nous ne fabriquons aucun matériel. Contactez le fabricant ou le revendeur auprès duquel vous l'avez acheté, ou un serrurier pour une ouverture d'urgence.",
  noHardwareSold:
    "Nous ne vendons ni coffres-forts, ni serrures, ni aucun autre matériel : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance. Pour un coffre-fort, un revendeur spécialisé ou un serrurier près de chez vous pourra vous conseiller.",
  notWhereTheyEnrol:
    "Nous n'organisons ni stages, ni cours, ni camps, on ne peut donc inscrire personne ici : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance. La personne qui vous a donné le nom, un entraîneur, un club ou une école, pourra vous dire qui l'organise et comment s'inscrire.",
  notTheirService:
    "Je ne peux pas vérifier cela ici : nous sommes une autre entreprise, pas le service client de l'entreprise que vous cherchez. Je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance ; nous ne vendons ni produits ni services aux particuliers. Contactez directement cette entreprise, via les coordonnées de votre contrat ou de votre facture, ou sur son site web.",
  impersonatedUs:
    "Cela ne ressemble pas à nous : je suis Vera, l'assistante de Vaultline AI, une agence de logiciels qui construit des systèmes d'IA pour la santé et la finance ; nous ne vendons ni placements ni autres produits aux particuliers, et nous ne leur demandons jamais d'argent ni de pièce d'identité. N'envoyez ni argent ni documents à cette personne : écrivez à {contactEmail} pour que notre équipe soit au courant, et si vous avez déjà payé, prévenez votre banque et la police.",
  decisionStaysWithThem:
    "C'est ainsi que nous construisons : la décision reste à vos équipes, et l'assistant leur transmet ces cas au lieu de décider.",
  officialRequest:
    'Je ne peux rien communiquer ici sur un visiteur de ce chat. Les demandes des autorités se font par écrit à {contactEmail}, où les personnes compétentes y répondent.',
  forOurTeam:
    "C'est une question pour notre équipe plutôt que pour ce chat : écrivez à {contactEmail}, la bonne personne vous répondra sous {responseTime}.",
  siteProblemReported:
    "Merci de nous l'avoir signalé ! Si possible, envoyez votre appareil et votre navigateur à {contactEmail}, pour que notre équipe puisse le corriger.",
  noInternals: 'Je ne peux pas partager notre code source ni les instructions avec lesquelles fonctionne ce chat.',
  chatCopy:
    'Vous pouvez le faire vous-même, ici : ouvrez **Your data** dans cette fenêtre de chat et choisissez **Download my conversations** (Markdown ou JSON). Au même endroit, vous pouvez aussi les supprimer.',
  inShort: 'En bref : ',
  thatQuestion: 'cette question',
  thoseQuestions: 'ces questions',
  thisOneToo: 'celle-ci aussi',
  noPlainYesOrNo:
    "Je ne peux pas le confirmer ici par un simple oui ou non : cela dépend de votre environnement, et l'équipe le confirme lors de l'appel de découverte gratuit.",
  acknowledgements: ['Merci, cela aide.', 'Noté.', 'Compris.', 'Bon à savoir.'],
  discovery: {
    project: [
      'Que souhaitez-vous construire : un assistant IA, un portail client, une plateforme cloud, une boutique en ligne, ou autre chose ?',
      'Quel type de projet avez-vous en tête ?',
      'Parlez-moi un peu du projet : que doit-il apporter à votre équipe ou à vos clients ?',
    ],
    stage: [
      "Où en est le projet aujourd'hui : une idée, en planification, déjà en développement, ou un produit existant à améliorer ?",
      'Où en est le projet : encore une idée, en préparation, ou déjà en développement ?',
    ],
    timeline: [
      'Quel calendrier envisagez-vous pour la mise en production ?',
      'Quand aimeriez-vous lancer ?',
      'Y a-t-il une date que vous visez ?',
    ],
    budget: [
      "Avez-vous une fourchette de budget en tête ? Cela m'aide à vous orienter vers le bon forfait.",
      'Travaillez-vous avec une fourchette de budget ?',
    ],
  },
  nextStep: {
    ready: [
      "La meilleure prochaine étape est une consultation gratuite avec nos ingénieurs. **Laissez votre e-mail ou votre numéro de téléphone** et nous l'organiserons, ou écrivez-nous à {contactEmail}.",
      'Voulez-vous organiser une consultation gratuite avec nos ingénieurs ? Laissez votre e-mail ou votre numéro de téléphone et nous vous contacterons sous {responseTime}.',
    ],
    early: [
      'Souhaitez-vous un court appel avec notre équipe ? Laissez votre e-mail et nous vous contacterons sous {responseTime}.',
      'Si cela vous aide, nos ingénieurs peuvent tout vous présenter lors d’un court appel : laissez simplement votre adresse e-mail ici.',
    ],
  },
  introduction: (assistant, agency, services) =>
    `Bonjour ! Je suis ${assistant}, l'assistante IA de ${agency}. Je peux vous aider à transformer votre idée de logiciel en une solution sûre et évolutive : nous sommes spécialisés en ${services}.`,
  helloAgain: 'Re-bonjour !',
  welcome: 'Avec plaisir !',
  niceToMeet: (name) => `Enchantée, ${name}.`,
  projectWeDeliver: (project) => `${project[0]!.toUpperCase()}${project.slice(1)}, c'est exactement le type de projet que nous réalisons.`,
  summary: {
    heading: (name) => `Voici un résumé de notre échange${name ? ` pour ${name}` : ''} :`,
    told: "Ce que vous m'avez dit",
    proposal: 'Ce que nous proposerions',
    customProject:
      "un projet sur mesure : son périmètre, son architecture et son calendrier sont fixés dans la proposition écrite après l'appel de découverte gratuit.",
    nextStep: 'Prochaine étape',
    next: "un appel de découverte gratuit ; ensuite, l'équipe vous envoie une proposition écrite avec le périmètre, l'architecture et le calendrier.",
  },
  websiteChatPackage: (pack, description) =>
    `C'est précisément le rôle de notre **${pack}** : ${description[0]!.toLowerCase()}${description.slice(1)}`,
  regulatedSector: (industry) =>
    `Bon à savoir. Les secteurs réglementés comme ${industry} sont notre spécialité : les systèmes que nous construisons tournent dans votre propre environnement.`,
  sector: (industry) => `Bon à savoir, nous construisons des solutions pour ${industry}.`,
  // French writes on in lower case after a colon ("Sur cette question : je ne peux pas…").
  declinedQuestions: (asked, fallback) => `Sur ${asked} : ${fallback.replace(/^(?:Je|Nous|Cela|Ce|Il)\b/, (word) => word.toLowerCase())}`,
  nearbyTopics: (topics) => ` Sujets proches auxquels je peux répondre : ${topics}.`,
  contactUpdated: (contact, name) => `Merci${name ? `, ${name}` : ''}, j'ai mis à jour vos coordonnées : ${contact}.`,
  contactTakenBack: (details) =>
    details === 'both'
      ? "J'ai retiré votre numéro de téléphone et votre adresse e-mail des coordonnées que voit notre équipe : personne ne les utilisera. Ils figurent encore dans vos messages ci-dessus : pour effacer la conversation elle-même, ouvrez **Your data** dans cette fenêtre de chat et choisissez **Delete my data**."
      : details === 'phone'
        ? "J'ai retiré votre numéro de téléphone des coordonnées que voit notre équipe : personne ne l'utilisera. Il figure encore dans votre message ci-dessus : pour effacer la conversation elle-même, ouvrez **Your data** dans cette fenêtre de chat et choisissez **Delete my data**."
        : "J'ai retiré votre adresse e-mail des coordonnées que voit notre équipe : personne ne l'utilisera. Elle figure encore dans votre message ci-dessus : pour effacer la conversation elle-même, ouvrez **Your data** dans cette fenêtre de chat et choisissez **Delete my data**.",
  onlyReachedAt: (contact, byEmail) =>
    byEmail
      ? `L'équipe vous écrira uniquement à ${contact} ; personne ne vous appellera.`
      : `L'équipe vous joindra uniquement au ${contact}.`,
  callCalledOff: 'Bien sûr, personne ne vous appellera.',
  timelineUpdated: "C'est noté, j'ai mis à jour votre date.",
  figuresTakenBack: (what) =>
    ({
      budget: "Entendu, ce budget n'est plus retenu : seul un vrai chiffre comptera, et l'appel de découverte peut vous aider à l'estimer.",
      timeline:
        "Entendu, cette date n'est plus retenue ; quand les choses reprendront, la proposition écrite après l'appel de découverte fixera un plan réaliste.",
      both: "Entendu, le budget et la date ne sont plus retenus ; quand les choses reprendront, l'appel de découverte aidera à dimensionner le projet et la proposition écrite fixera le plan.",
    })[what],
  contactWishNoted: (wish) => `L'équipe verra votre précision dans ce chat et en tiendra compte : « ${wish} ».`,
  messengerNotConfirmed: (app, contactEmail) =>
    `Je ne peux pas confirmer que l'équipe puisse vous joindre sur ${app} : sinon, elle utilise les coordonnées que vous avez laissées, et vous pouvez toujours écrire à ${contactEmail}.`,
  callLanguageNotConfirmed: (contactEmail) =>
    `Je ne peux pas confirmer ici dans quelles langues l'équipe appelle ; elle verra celle que vous demandez, et vous pouvez aussi écrire à ${contactEmail}.`,
  contactNoted: (contact, responseTime, name) =>
    `Merci${name ? `, ${name}` : ''} ! J'ai bien enregistré ${contact}, et notre équipe vous contactera sous ${responseTime}.`,
  budgetRange: (range, pack, popular, description) =>
    `Avec un budget ${range}, la plupart des clients choisissent le **${pack}**${popular ? ' (notre plus populaire)' : ''} : ${description}`,
  flexibleBudget:
    "Un budget flexible nous permet de dimensionner le projet selon le résultat visé ; l'appel de découverte en fait un devis écrit.",
  budgetGiven: "Ce budget nous aide à dimensionner le projet ; l'appel de découverte en fait un devis écrit.",
  budgetFitUnconfirmed:
    "Je ne peux pas confirmer ici que le budget convient au projet : l'équipe à {contactEmail} le chiffre selon son périmètre après l'appel de découverte gratuit.",
  budgetUnknown: "Pas de problème si le budget n'est pas encore fixé : l'appel de découverte aide à le dimensionner.",
  budgetWithheld: "Pas de problème, le budget peut attendre : l'appel de découverte est gratuit, et le devis écrit en découle.",
  tightTimelinePackage: (days) =>
    `Bonne nouvelle pour un calendrier serré : nos forfaits AI CRM sont mis en production en **${days} jours**.`,
  tightTimelineCustom:
    "Pour un calendrier serré, l'appel de découverte gratuit vient d'abord et la proposition écrite fixe un plan réaliste ; la réalisation avance ensuite par courtes itérations avec une démo chaque semaine.",
  plannedTimelinePackage: (days) => `Ce calendrier convient bien : nos forfaits AI CRM sont déployés en ${days} jours.`,
  plannedTimelineCustom:
    "Pour votre échéance : la proposition écrite après l'appel de découverte fixe un plan réaliste, puis de courtes itérations avec une démo chaque semaine.",
  relaxedTimeline:
    'Comme vous avez du temps, nous pouvons commencer par un appel de découverte approfondi et une proposition écrite avant de construire quoi que ce soit.',
  scheduleWithContact: (contact) =>
    `Notre équipe vous contactera à **${contact}** pour convenir d'un horaire pour votre consultation gratuite.`,
  personWithContact: (contact, responseTime) =>
    `Bien sûr. Une personne de notre équipe vous recontacte à **${contact}** sous ${responseTime}.`,
  nextWithContact: (contact, responseTime) =>
    `Prochaine étape : une personne de notre équipe vous contacte à **${contact}** sous ${responseTime} pour organiser l'appel de découverte gratuit.`,
  scheduleAsk:
    "Organisons votre consultation gratuite : laissez votre e-mail ou votre numéro de téléphone, et l'équipe vous proposera des horaires sous {responseTime}.",
  scheduleBelow:
    "Organisons votre consultation gratuite : choisissez un horaire sous cette conversation, dans **Book a free consultation**, et l'invitation arrive par e-mail.",
  scheduleBelowSoonest:
    "Les premiers horaires libres pour votre consultation gratuite sont sous cette conversation, dans **Book a free consultation** : choisissez-en un et l'invitation arrive par e-mail. Si aucun ne vous convient, écrivez à {contactEmail} et une personne vous répond sous {responseTime}.",
  scheduleBelowNamedTime:
    "Je ne peux pas confirmer moi-même l'horaire que vous indiquez : s'il est libre, choisissez-le sous cette conversation, dans **Book a free consultation**, et l'invitation arrive par e-mail. S'il n'y figure pas, écrivez à {contactEmail} et une personne vous répond sous {responseTime}.",
  proposalWithContact: (contact) =>
    `Après un court appel de découverte gratuit, nous préparerons une proposition écrite (périmètre, architecture et calendrier) avec un devis et l'enverrons à **${contact}**.`,
  proposalByPhone: (phone) =>
    `Nous vous appellerons au **${phone}** pour convenir d'un court appel de découverte gratuit ; la proposition écrite (périmètre, architecture et calendrier) en découle, par e-mail.`,
  proposalAsk:
    'Nous préparerons une proposition écrite avec périmètre, architecture et calendrier. À quelle adresse e-mail devons-nous l’envoyer ?',
  proposalAfterCall:
    "La proposition écrite découle de l'appel de découverte gratuit : c'est là que nous apprenons vos systèmes et vos règles de conformité, pour que périmètre, architecture et calendrier soient justes. L'appel peut être court ; laissez votre e-mail ou votre numéro de téléphone et l'équipe trouve un créneau qui vous convient.",
  detailsWithContact: (contact) => `Nous enverrons les détails par e-mail à **${contact}**.`,
  detailsAsk: 'Bien sûr. À quelle adresse e-mail devons-nous envoyer les détails ?',
  keepChatting:
    'Bien sûr ! Posez-moi vos questions sur nos forfaits, la sécurité et la confidentialité, les technologies ou notre façon de travailler.',
  teamConfirms: (email, responseTime) => `L'équipe à ${email} peut vous le confirmer, généralement sous ${responseTime}.`,
  teamForOwnCases: (email, responseTime) =>
    `La façon dont ces cas parviennent à vos équipes fait partie de la conception : l'équipe à ${email} peut en parler avec vous, généralement sous ${responseTime}.`,
  askAway:
    "Bien sûr, posez vos questions : je réponds à ce que couvrent nos contenus et je vous dis franchement ce qu'ils ne couvrent pas.",
  takeYourTime:
    'Prenez votre temps. Je peux vous parler de nos forfaits, de la sécurité et de la confidentialité, ou de notre façon de travailler ensemble.',
  and: 'et',
  or: 'ou',
  projectTypes: {
    chatbot: 'un chatbot',
    'AI CRM': 'un AI CRM',
    'e-commerce platform': 'une plateforme e-commerce',
    'mobile app': 'une application mobile',
    'booking system': 'un système de réservation',
    'AI search': 'un moteur de recherche IA',
    'onboarding flow': "un parcours d'onboarding",
    'AI automation': 'une automatisation par IA',
    'AI integration': 'une intégration IA',
    'cloud migration': 'une migration vers le cloud',
    'data pipeline': 'un pipeline de données',
    'web application': 'une application web',
    'customer portal': 'un portail client',
    'customer portal with an AI assistant': 'un portail client avec un assistant IA',
    'predictive model': 'un modèle prédictif',
    'system integration': 'une intégration de systèmes',
    migration: 'une migration',
    'custom software': 'un logiciel sur mesure',
  },
  industries: {
    insurance: "l'assurance",
    finance: 'la finance',
    healthcare: 'la santé',
    'e-commerce': 'le commerce en ligne',
    legal: 'le droit',
    'public sector': 'le secteur public',
  },
};

export const PHRASES: Record<Locale, Phrases> = { en: EN, de: DE, fr: FR };
