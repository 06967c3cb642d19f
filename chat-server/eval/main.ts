/**
 * `pnpm --filter chat-server eval`: plays every scripted conversation through
 * the builtin assistant and prints stage accuracy, fact recall, unanswered
 * questions, forbidden claims and coherence defects. Exits 1 below the bars.
 *
 * Flags: --verbose (every failure), --transcripts <dir> <id>... (writes the
 * named conversations as markdown transcripts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
 * Written blind: by an author who saw only the knowledge files, the script format and the spec, never the engine or
 * a reply, before the engine ran on them. Reported apart and not held to the bars; the engine is fixed by general
 * rules only. Once a set's failures have been read to find those rules it no longer measures blind: it moves to the
 * read sets, its first run kept in eval/results/, and a new set takes its place.
 */
const READ_BLIND_SETS = [
  { title: 'first blind set', files: ['conversations-blind.json'] },
  { title: 'second blind set', files: ['conversations-blind-2.json'] },
  { title: 'third blind set', files: ['conversations-blind-3.json'] },
  { title: 'fourth blind set', files: ['conversations-blind-4.json'] },
  { title: 'fifth blind set', files: ['conversations-blind-5.json'] },
  { title: 'sixth blind set', files: ['conversations-blind-6.json'] },
  { title: 'seventh blind set', files: ['conversations-blind-7.json'] },
  { title: 'eighth blind set', files: ['conversations-blind-8.json'] },
  { title: 'ninth blind set', files: ['conversations-blind-9.json'] },
  { title: 'tenth blind set', files: ['conversations-blind-10.json'] },
  { title: 'eleventh blind set', files: ['conversations-blind-11.json'] },
  { title: 'twelfth blind set', files: ['conversations-blind-12.json'] },
  { title: 'thirteenth blind set', files: ['conversations-blind-13.json'] },
  { title: 'fourteenth blind set', files: ['conversations-blind-14.json'] },
  { title: 'fifteenth blind set', files: ['conversations-blind-15.json'] },
  { title: 'sixteenth blind set', files: ['conversations-blind-16.json'] },
  { title: 'seventeenth blind set', files: ['conversations-blind-17.json'] },
  { title: 'eighteenth blind set', files: ['conversations-blind-18.json'] },
  { title: 'nineteenth blind set', files: ['conversations-blind-19.json'] },
  { title: 'twentieth blind set', files: ['conversations-blind-20.json'] },
  { title: 'twenty-first blind set', files: ['conversations-blind-21.json'] },
  { title: 'twenty-second blind set', files: ['conversations-blind-22.json'] },
  { title: 'twenty-third blind set', files: ['conversations-blind-23.json'] },
  { title: 'twenty-fourth blind set', files: ['conversations-blind-24.json'] },
  { title: 'twenty-fifth blind set', files: ['conversations-blind-25.json'] },
  { title: 'twenty-sixth blind set', files: ['conversations-blind-26.json'] },
  { title: 'twenty-seventh blind set', files: ['conversations-blind-27.json'] },
  { title: 'twenty-eighth blind set', files: ['conversations-blind-28.json'] },
  { title: 'twenty-ninth blind set', files: ['conversations-blind-29.json'] },
  { title: 'thirtieth blind set', files: ['conversations-blind-30.json'] },
  { title: 'thirty-first blind set', files: ['conversations-blind-31.json'] },
  { title: 'thirty-second blind set', files: ['conversations-blind-32.json'] },
  { title: 'thirty-third blind set', files: ['conversations-blind-33.json'] },
  { title: 'thirty-fourth blind set', files: ['conversations-blind-34.json'] },
  { title: 'thirty-fifth blind set', files: ['conversations-blind-35.json'] },
  { title: 'thirty-sixth blind set', files: ['conversations-blind-36.json'] },
  { title: 'thirty-seventh blind set', files: ['conversations-blind-37.json'] },
  { title: 'thirty-eighth blind set', files: ['conversations-blind-38.json'] },
  { title: 'thirty-ninth blind set', files: ['conversations-blind-39.json'] },
  { title: 'fortieth blind set', files: ['conversations-blind-40.json'] },
  { title: 'forty-first blind set', files: ['conversations-blind-41.json'] },
  { title: 'forty-second blind set', files: ['conversations-blind-42.json'] },
  { title: 'forty-third blind set', files: ['conversations-blind-43.json'] },
  { title: 'forty-fourth blind set', files: ['conversations-blind-44.json'] },
  { title: 'forty-fifth blind set', files: ['conversations-blind-45.json'] },
  { title: 'forty-sixth blind set', files: ['conversations-blind-46.json'] },
  { title: 'forty-seventh blind set', files: ['conversations-blind-47.json'] },
  { title: 'forty-eighth blind set', files: ['conversations-blind-48.json'] },
  { title: 'fifty-first blind set', files: ['conversations-blind-51.json'] },
  { title: 'fifty-second blind set', files: ['conversations-blind-52.json'] },
  { title: 'fifty-third blind set', files: ['conversations-blind-53.json'] },
  { title: 'fifty-fourth blind set', files: ['conversations-blind-54.json'] },
  { title: 'fifty-fifth blind set', files: ['conversations-blind-55.json'] },
  { title: 'fifty-seventh blind set', files: ['conversations-blind-57-en.json', 'conversations-blind-57-defr.json'] },
  { title: 'fifty-eighth blind set', files: ['conversations-blind-58-en.json', 'conversations-blind-58-defr.json'] },
  { title: 'fifty-ninth blind set', files: ['conversations-blind-59-en.json', 'conversations-blind-59-defr.json'] },
  { title: 'sixtieth blind set, English (its German and French half stays unseen)', files: ['conversations-blind-60-en.json'] },
  { title: 'sixty-first blind set, German and French (its English half stays unseen)', files: ['conversations-blind-61-defr.json'] },
  { title: 'sixty-second blind set, German and French (its English half stays unseen)', files: ['conversations-blind-62-defr.json'] },
  { title: 'sixty-third blind set, English (its German and French half stays unseen)', files: ['conversations-blind-63-en.json'] },
  { title: 'sixty-fourth blind set, English (its German and French half stays unseen)', files: ['conversations-blind-64-en.json'] },
];
/** Sets never read, each reported on its own: their findings are never printed (first runs kept in eval/results). */
const UNSEEN_SETS: { title: string; files: string[] }[] = [
  { title: 'forty-ninth blind set', files: ['conversations-blind-49.json'] },
  { title: 'fiftieth blind set', files: ['conversations-blind-50.json'] },
  { title: 'fifty-sixth blind set', files: ['conversations-blind-56-en.json', 'conversations-blind-56-defr.json'] },
  { title: 'sixtieth blind set, German and French', files: ['conversations-blind-60-defr.json'] },
  { title: 'sixty-first blind set, English', files: ['conversations-blind-61-en.json'] },
  { title: 'sixty-second blind set, English', files: ['conversations-blind-62-en.json'] },
  { title: 'sixty-third blind set, German and French', files: ['conversations-blind-63-defr.json'] },
  { title: 'sixty-fourth blind set, German and French', files: ['conversations-blind-64-defr.json'] },
];

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
  for (const set of READ_BLIND_SETS) {
    report(`assistant evaluation, ${set.title}, since read (reported, not gated)`, await play(set.files), findings);
    console.log('');
  }
  for (const set of UNSEEN_SETS) {
    report(`assistant evaluation, ${set.title}, unseen blind set (reported, not gated)`, await play(set.files), 'none');
    console.log('');
  }
  // Figures of this run, not bars: the analysis runs before every reply, so it has to stay small. The first pass
  // includes each reader's one-time compilation (the first German message compiles the German lexicon); a running
  // server pays that once, so the second pass over the same conversations is its everyday cost.
  console.log(`\n${percentiles('analysis of one message, first pass', analysisMs)}`);
  analysisMs.length = 0;
  await play([...SCRIPT_FILES, ...[...READ_BLIND_SETS, ...UNSEEN_SETS].flatMap((set) => set.files)], false);
  console.log(percentiles('analysis of one message, running server', analysisMs));
  process.exitCode = passed ? 0 : 1;
}

await main();
