/**
 * `pnpm --filter chat-server eval`: plays every scripted conversation through
 * the builtin assistant and prints stage accuracy, fact recall, unanswered
 * questions, forbidden claims and coherence defects. Exits 1 below the bars.
 *
 * Flags: --verbose (every failure), --transcripts <dir> <id>... (writes the
 * named conversations as markdown transcripts).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadKnowledge } from '../src/assistant/knowledge.js';
import { createBuiltinProvider } from '../src/providers/builtin/builtin-provider.js';
import { type Conversation, loadConversations } from './conversation-script.js';
import { playConversation, type PlayedTurn } from './play.js';
import { emptyFigures, type Figures, scoreConversation } from './scoring.js';

/** dist/eval-build/eval/main.js → the package folder. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The scripts, in the order they were written (see README "Evaluation"). */
const SCRIPT_FILES = ['conversations.json', 'conversations-more.json', 'conversations-heldout.json', 'conversations-issue45.json'];
/**
 * Written blind (eval/conversations-blind*.json): by an author who saw only the knowledge files, the script format and
 * the spec, never the engine or a reply, before the engine ran on them. Reported apart and not held to the bars; the
 * engine is fixed by general rules only. Once a set's failures have been read to find those rules it no longer
 * measures blind: it is reported as read, its first run kept in eval/results/, and a new set takes its place.
 */
const BLIND_FILE = /^conversations-blind(?:-(\d+))?(?:-(en|defr))?\.json$/;
/** The blind files never read: only their figures are printed. Every other blind file has been read. */
const UNSEEN_FILES = new Set([
  'conversations-blind-49.json',
  'conversations-blind-50.json',
  'conversations-blind-56-en.json',
  'conversations-blind-56-defr.json',
  'conversations-blind-60-defr.json',
  'conversations-blind-61-en.json',
  'conversations-blind-62-en.json',
  'conversations-blind-63-defr.json',
  'conversations-blind-64-defr.json',
  'conversations-blind-65-en.json',
  'conversations-blind-66-defr.json',
  'conversations-blind-67-en.json',
  'conversations-blind-68-defr.json',
  'conversations-blind-69-en.json',
  'conversations-blind-70-defr.json',
  'conversations-blind-71-en.json',
  'conversations-blind-73-en.json',
  'conversations-blind-74-defr.json',
  'conversations-blind-75-en.json',
]);
const HALVES = { en: 'English', defr: 'German and French' } as const;

interface BlindSet {
  title: string;
  files: string[];
  unseen: boolean;
}

/** The blind sets in the order they were written; a set split into a read and an unseen half is reported as two. */
function blindSets(): BlindSet[] {
  const sets = new Map<string, BlindSet & { number: number }>();
  for (const file of readdirSync(path.join(PACKAGE_ROOT, 'eval'))) {
    const match = BLIND_FILE.exec(file);
    if (!match) continue;
    const number = Number(match[1] ?? 1);
    const unseen = UNSEEN_FILES.has(file);
    const key = `${number}:${unseen}`;
    const set = sets.get(key) ?? { number, title: `blind set ${number}`, files: [], unseen };
    set.files.push(file);
    sets.set(key, set);
  }
  for (const set of sets.values()) {
    const split = sets.has(`${set.number}:${!set.unseen}`);
    const half = /-(en|defr)\.json$/.exec(set.files[0]!)?.[1] as keyof typeof HALVES | undefined;
    if (split && half) set.title += `, ${HALVES[half]}`;
  }
  return [...sets.values()].sort((a, b) => a.number - b.number || Number(a.unseen) - Number(b.unseen));
}

export const BARS = { stageAccuracy: 0.95, factRecall: 0.9, unanswered: 0, forbidden: 0, coherence: 0 } as const;

function transcript(conversation: Conversation, played: PlayedTurn[]): string {
  const lines = [`# ${conversation.id} (${conversation.who})`, ''];
  for (const turn of played) {
    lines.push(`**Visitor:** ${turn.visitor}`, '', `**Assistant:**`, '', turn.reply, '');
    const quick = turn.quickReplies.map((reply) => reply.text).join(' | ');
    lines.push(
      `_stage ${turn.state.qualification.stage}, score ${turn.state.qualification.score}, lead ${turn.lead}${turn.handover ? ', hand-over' : ''}${quick ? `, quick replies: ${quick}` : ''}_`,
      '',
      '---',
      '',
    );
  }
  return lines.join('\n');
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '100.0%' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** `findings`: 'first' prints the first 25, 'all' every one, 'none' only the figures (the unseen set stays unread). */
function report(title: string, figures: Figures, findings: 'first' | 'all' | 'none'): boolean {
  const stageAccuracy = figures.stageCorrect / figures.stageChecks;
  const factRecall = figures.facts === 0 ? 1 : figures.factsFound / figures.facts;
  const rows: Array<[string, string, boolean]> = [
    [
      'stage accuracy',
      `${percent(figures.stageCorrect, figures.stageChecks)} (${figures.stageCorrect}/${figures.stageChecks})`,
      stageAccuracy >= BARS.stageAccuracy,
    ],
    [
      'fact recall',
      `${percent(figures.factsFound, figures.facts)} (${figures.factsFound}/${figures.facts})`,
      factRecall >= BARS.factRecall,
    ],
    ['unanswered questions', `${figures.unanswered} of ${figures.questions}`, figures.unanswered <= BARS.unanswered],
    ['forbidden claims', String(figures.forbidden), figures.forbidden <= BARS.forbidden],
    ['coherence defects', String(figures.coherence), figures.coherence <= BARS.coherence],
  ];
  console.log(`${title}: ${figures.conversations} conversations, ${figures.turns} turns`);
  for (const [label, value, ok] of rows) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(22)} ${value}`);
  const shown = findings === 'all' ? figures.failures : findings === 'first' ? figures.failures.slice(0, 25) : [];
  if (shown.length > 0)
    console.log(
      `\n${figures.failures.length} findings${findings === 'all' ? '' : ' (first 25; --verbose for all)'}:\n${shown.map((line) => `  - ${line}`).join('\n')}`,
    );
  else if (findings === 'none' && figures.failures.length > 0)
    console.log(`  (${figures.failures.length} findings, not printed: reading them would make the set no longer blind)`);
  return rows.every(([, , ok]) => ok);
}

function percentiles(title: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2);
  return `${title} (${sorted.length} messages): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const knowledge = loadKnowledge(path.join(PACKAGE_ROOT, 'knowledge/vaultline.json'));
  const provider = createBuiltinProvider(knowledge, 0);
  const transcriptsAt = args.indexOf('--transcripts');
  const transcriptDir = transcriptsAt >= 0 ? args[transcriptsAt + 1] : undefined;
  const transcriptIds = transcriptsAt >= 0 ? args.slice(transcriptsAt + 2).filter((arg) => !arg.startsWith('--')) : [];
  const analysisMs: number[] = [];
  const play = async (files: string[], writeTranscripts = true) => {
    const figures = emptyFigures();
    for (const conversation of files.flatMap((file) => loadConversations(path.join(PACKAGE_ROOT, 'eval', file)))) {
      const played = await playConversation(conversation, provider, knowledge);
      analysisMs.push(...played.map((turn) => turn.analysisMs));
      scoreConversation(conversation, played, figures);
      if (writeTranscripts && transcriptDir && transcriptIds.includes(conversation.id)) {
        mkdirSync(transcriptDir, { recursive: true });
        writeFileSync(path.join(transcriptDir, `${conversation.id}.md`), transcript(conversation, played));
      }
    }
    return figures;
  };
  const findings = args.includes('--verbose') ? 'all' : 'first';
  const passed = report('assistant evaluation, tuned set', await play(SCRIPT_FILES), findings);
  console.log('');
  const sets = blindSets();
  for (const set of sets.filter((blind) => !blind.unseen)) {
    report(`assistant evaluation, ${set.title}, since read (reported, not gated)`, await play(set.files), findings);
    console.log('');
  }
  for (const set of sets.filter((blind) => blind.unseen)) {
    report(`assistant evaluation, ${set.title}, unseen (reported, not gated)`, await play(set.files), 'none');
    console.log('');
  }
  // Figures of this run, not bars: the analysis runs before every reply, so it has to stay small. The first pass
  // includes each reader's one-time compilation (the first German message compiles the German lexicon); a running
  // server pays that once, so the second pass over the same conversations is its everyday cost.
  console.log(`\n${percentiles('analysis of one message, first pass', analysisMs)}`);
  analysisMs.length = 0;
  await play([...SCRIPT_FILES, ...sets.flatMap((set) => set.files)], false);
  console.log(percentiles('analysis of one message, running server', analysisMs));
  process.exitCode = passed ? 0 : 1;
}

await main();
