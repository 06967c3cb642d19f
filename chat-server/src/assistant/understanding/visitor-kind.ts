/**
 * Who is writing: a prospect, or someone who is not a sales lead (a job
 * seeker, a vendor or marketing pitch, a partner or reseller, the press, an
 * existing client, a competitor). Only prospects are leads.
 */
export type VisitorKind = 'prospect' | 'job_seeker' | 'vendor' | 'partner' | 'press' | 'existing_client' | 'competitor';

/** Checked in order; the first kind with evidence wins. */
const EVIDENCE: ReadonlyArray<readonly [Exclude<VisitorKind, 'prospect'>, RegExp]> = [
  [
    'job_seeker',
    /\b(?:are you|you) (?:currently )?hiring\b|\bjob (?:openings?|offers?|opportunit\w+)\b|\b(?:internships?|apprenticeships?|vacanc(?:y|ies))\b|\b(?:a|any|my first) job\b|\bwork (?:for|at|with) you(?:r (?:company|team))?\b(?! on)|\bjoin your team\b|\bapply (?:for|to) (?:a |an |the )?(?:job|position|role)\b|\bmy (?:cv|resume|résumé)\b|\b(?:developer|designer|engineer|dev|ux|ui|marketing|sales) (?:jobs?|roles?|positions?|internships?)\b|\blooking for (?:a |an )?(?:job|work|position|role|internship)\b|\bopen (?:positions|roles)\b/i,
  ],
  ['partner', /\b(?:resell|reseller|reselling|partner(?:ship)? program(?:me)?|become (?:a |your )?partners?|partnership opportunit\w+|referral (?:program|partner\w*)|white[- ]label(?:ing)? your)\b/i],
  [
    'vendor',
    /\b(?:backlinks?|guest posts?|link building|seo (?:services?|ranking|audit)|boost your (?:seo|ranking|traffic|sales)|lead generation (?:service|agency)|offshore (?:development|team|developers)|staff augmentation|dedicated (?:developers|engineers)\b[^.]*\b(?:rates|per hour)|competitive rates|reply (?:yes|stop)|free audit of your|10x (?:more )?leads|more leads with our|our (?:marketing|seo|outsourcing) services|we can (?:help you )?(?:rank|get you)|increase your (?:traffic|revenue|leads)|limited[- ]time offer)\b/i,
  ],
  ['press', /\b(?:journalist|reporter|editor at|press (?:inquiry|enquiry|request)|media (?:inquiry|enquiry)|for (?:an?|our|the|my) (?:article|story|podcast|newsletter feature)|writing (?:an article|a story|a piece)|interview (?:you|your (?:ceo|founder|team)))\b/i],
  [
    'existing_client',
    /\bwe(?:'re| are) (?:already )?(?:an? )?(?:existing |current )?(?:client|customer)s?(?: of yours)?\b|\balready (?:a |your )?(?:client|customer)\b|\bexisting (?:client|customer)\b|\bour (?:current |existing )?(?:project|contract|account) with you\b|\byou (?:built|developed|delivered) (?:our|it for us)\b|\b(?:order|invoice) (?:reference|number|#)\b/i,
  ],
  ['competitor', /\bwe(?:'re| are) (?:also |another |a fellow |an? )+(?:\w+ ){0,2}(?:agency|studio|dev shop)\b|\bas a competitor\b/i],
];

/** Human-readable reasons recorded on a chat that is not a lead. */
export const NOT_A_LEAD_REASONS: Record<Exclude<VisitorKind, 'prospect'>, string> = {
  job_seeker: 'Job seeker: pointed to careers',
  vendor: 'Vendor or marketing pitch',
  partner: 'Partnership or reseller enquiry: pointed to partnerships',
  press: 'Press enquiry',
  existing_client: 'Existing client: pointed to support',
  competitor: 'Another agency (competitor)',
};

export function visitorKindOf(message: string): Exclude<VisitorKind, 'prospect'> | null {
  return EVIDENCE.find(([, pattern]) => pattern.test(message))?.[0] ?? null;
}
