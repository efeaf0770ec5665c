// `npm run bench:assistant` (also run by `npm run bench`): the built-in assistant as visitors get it,
// over the chat subscription on a WebSocket of the production build. Writes the "assistant" section
// of docs/performance.md:
//   - on the held-out questions (api/src/features/chat/assistant/eval/heldout.{en,km}.json, never
//     tuned on) and on the development questions (dev.{en,km}.json, what the rules are tuned on), per
//     language: answered correctly, declined correctly, declined although answerable, and confidently
//     wrong (an answer without the hand-off that lacks the expected fact, or answers what it should
//     decline), each answer read from the stream with its `handoff` flag;
//   - time to first token and tokens per second, with the shipped pacing (CHAT_STREAM_PACE_MS) and
//     with pacing off (what the server itself can do).
// `npm run bench:assistant -- --baseline` writes the held-out figures alone to the "assistant-baseline"
// section instead: run once on the code before a change to the assistant, so the change has its
// starting point measured by the same script.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { isBuilt, root, run } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';

// BENCH_ASSISTANT_PORT: another port where 3991 is taken (several copies of the site on one machine).
const PORT = Number(process.env.BENCH_ASSISTANT_PORT ?? 3991);
const QUERY = 'subscription Chat($input: ChatInput!) { chat(input: $input) { text handoff } }';
const BASELINE = process.argv.includes('--baseline');
const LANGUAGES = ['en', 'km'];
const EVAL_DIR = path.join(root, 'api/src/features/chat/assistant/eval');
const SETS = BASELINE ? ['heldout'] : ['heldout', 'dev', 'dev2'];

if (!isBuilt()) run('node', ['scripts/build.mjs']);
const { loadConfig } = await import('../api/dist/config.js');
const { scoreSet } = await import('../api/dist/features/chat/assistant/eval/score.js');
const questionsOf = (set, language) =>
  JSON.parse(readFileSync(path.join(EVAL_DIR, `${set}.${language}.json`), 'utf8')).questions;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

async function startServer(dataDir, env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

let visitor = 0;
/** One question on its own WebSocket (a fresh visitor each: the per-IP budget is not what is measured). */
async function ask(question, language) {
  visitor += 1;
  const headers = { 'x-forwarded-for': `198.18.${Math.floor(visitor / 250)}.${visitor % 250}` };
  let connected;
  const ready = new Promise((resolve, reject) => {
    connected = resolve;
    setTimeout(() => reject(new Error('no WebSocket connection within 10 s')), 10_000).unref();
  });
  // Connected before asking: the time to first token is the answer's, not the WebSocket handshake's.
  const client = createClient({
    url: `ws://127.0.0.1:${PORT}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address, protocols) {
        super(address, protocols, { headers });
      }
    },
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected() },
  });
  try {
    await ready;
    const times = [];
    let text = '';
    let handoff = false;
    const started = performance.now();
    await new Promise((resolve, reject) => {
      client.subscribe(
        { query: QUERY, variables: { input: { messages: [{ role: 'user', content: question }], language } } },
        {
          next: ({ data, errors }) => {
            if (errors) return reject(new Error(errors[0].message));
            times.push(performance.now() - started);
            text += data.chat.text;
            handoff ||= data.chat.handoff;
          },
          error: reject,
          complete: resolve,
        },
      );
    });
    return { text, handoff, tokens: times.length, firstMs: times[0], lastMs: times.at(-1) };
  } finally {
    await client.dispose();
  }
}

/** `sample`: only the first questions of each set (timings with pacing take about a second each). */
async function measure(env, sets, sample = Infinity) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-assistant-'));
  const server = await startServer(dataDir, env);
  try {
    const results = {};
    for (const language of LANGUAGES) {
      results[language] = { scores: {} };
      const answers = [];
      for (const set of sets) {
        results[language].scores[set] = await scoreSet(
          questionsOf(set, language).slice(0, sample),
          async (question) => {
            const answer = await ask(question, language);
            answers.push(answer);
            return answer;
          },
        );
      }
      const first = answers.map((answer) => answer.firstMs);
      const speed = answers
        .filter((answer) => answer.tokens > 1)
        .map((answer) => ((answer.tokens - 1) * 1000) / (answer.lastMs - answer.firstMs));
      Object.assign(results[language], {
        questions: answers.length,
        firstMedian: quantile(first, 0.5),
        firstP95: quantile(first, 0.95),
        tokensMedian: quantile(
          answers.map((answer) => answer.tokens),
          0.5,
        ),
        speedMedian: quantile(speed, 0.5),
        totalMedian: quantile(
          answers.map((answer) => answer.lastMs),
          0.5,
        ),
      });
    }
    return results;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (value) => `${(value * 100).toFixed(1)} %`;
const ms = (value) => `${value.toFixed(1)} ms`;
const scoreRows = (results, set, label = '') =>
  LANGUAGES.map((l) => {
    const s = results[l].scores[set];
    return `| ${label}${l} | ${s.total} | ${s.answered} / ${s.answerable} | ${s.declined} / ${s.offTopic} | ${s.missed} | ${s.wrong} (${pct(s.wrongRate)}) | **${pct(s.correctRate)}** |`;
  }).join('\n');
const SCORE_HEAD = `| language | questions | answered correctly | declined correctly | declined though answerable | confidently wrong | correct |
|---|---|---|---|---|---|---|`;

if (BASELINE) {
  console.log('measuring the built-in assistant on the held-out questions (baseline)…');
  const results = await measure({ CHAT_STREAM_PACE_MS: '0' }, SETS);
  const report = `## Site assistant: baseline on the held-out questions

Written by \`npm run bench:assistant -- --baseline\` on the code before issue 34's work on understanding
(the assistant of commit ${run('git', ['rev-parse', '--short', 'HEAD'], { stdio: 'pipe', encoding: 'utf8' }).stdout.trim()}). ${machineLine()}

${SCORE_HEAD}
${scoreRows(results, 'heldout')}
`;
  writeSection('assistant-baseline', report);
  console.log(report);
  process.exit(0);
}

const pace = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'bench-only-'.padEnd(32, 'x') }).chat.streamPaceMs;
console.log(`measuring the built-in assistant over the WebSocket (pacing ${pace} ms, then off)…`);
// The scores with pacing off (the same answers, sooner); the paced timings on a sample of 30 per language.
const unpaced = await measure({ CHAT_STREAM_PACE_MS: '0' }, SETS);
const paced = await measure({}, ['heldout'], 30);

const row = (label, results, language) => {
  const r = results[language];
  return `| ${label} | ${language} | ${ms(r.firstMedian)} | ${ms(r.firstP95)} | ${r.tokensMedian} | ${r.speedMedian.toFixed(0)} | ${ms(r.totalMedian)} |`;
};

const report = `## Site assistant (built-in, no language model)

Written by \`npm run bench:assistant\` (scripts/bench-assistant.mjs) against the production build on the
embedded database, each question on its own WebSocket through the \`chat\` subscription, its answer and
\`handoff\` flag read from the stream. ${machineLine()}

Two question sets per language, kept apart (\`api/src/features/chat/assistant/eval/\`, imported by
nothing in the product):

- **held-out** (\`heldout.en.json\`, \`heldout.km.json\`): written from the site's facts (pricing,
  services, FAQ, contact details under \`common/src/content\`) the way visitors type on a phone, before
  the assistant's rules were read, and committed before any change to them. The rules are never tuned
  on it: when a held-out question fails, only these totals are looked at, never the question, and
  nothing is added to the rules for it. (The same engineer wrote both sets, the held-out one first;
  its totals were read a few times between rounds of tuning on the development set. In the second
  round, tuned on dev and dev2 by another engineer who never opened the held-out files, its totals
  were read after each of about a dozen rounds: from en 90.9 % correct / 8 wrong (4.5 %) and km
  88.9 % / 7 wrong (4.1 %) at commit d73c791 to the figures below.) The issue's target is ≥ 90 %
  correct and ≤ 2 % confidently wrong in each language: \`heldout.test.ts\` asserts the level
  measured here as a floor, and the target (reached in both languages).
- **development** (\`dev.en.json\`, \`dev.km.json\`): other questions, written separately, on which the
  synonyms, spelling tolerance and the relevance threshold are tuned (their failures are read).
  **dev2** (\`dev2.en.json\`, \`dev2.km.json\`): a second development set of visitors' phrasings
  (fragments, typos, Khmer without spaces, mixed Khmer/English, about a fifth to decline: off-topic,
  competitors, jobs, prompt injection, services not sold), written and committed before the second
  round of tuning, then tuned on like the first.

An answerable question counts as answered correctly when the answer, without the hand-off, contains
every expected fact (a price, a package, an address…); a question the site's facts cannot answer
(pizza places, visas, weather, competitors, jobs…) counts as declined correctly when the assistant
says it doesn't know and offers the hand-off. Confidently wrong: an answer without the hand-off that
lacks the fact, or that answers what it should decline. Correct = answered + declined correctly.

### Held-out questions

${SCORE_HEAD}
${scoreRows(unpaced, 'heldout')}

### Development questions

${SCORE_HEAD}
${scoreRows(unpaced, 'dev', 'dev ')}
${scoreRows(unpaced, 'dev2', 'dev2 ')}

Time to first token (from subscribing on an open socket to the first piece), tokens per answer,
tokens per second (first to last piece) and time to the whole answer, medians over the questions
(paced: the first 30 held-out questions of each language; off: every question of all sets). With
the shipped pacing (\`CHAT_STREAM_PACE_MS\`=${pace}) answers are written out at a steady reading speed;
with pacing off the figures are the server's own (retrieval, GraphQL, WebSocket).

| pacing | language | first token, median | first token, p95 | tokens per answer | tokens/s | whole answer |
|---|---|---|---|---|---|---|
${row(`${pace} ms`, paced, 'en')}
${row(`${pace} ms`, paced, 'km')}
${row('off', unpaced, 'en')}
${row('off', unpaced, 'km')}
`;

writeSection('assistant', report);
console.log(report);
