// `npm run bench:assistant` (also run by `npm run bench`): the built-in assistant as visitors get it,
// over the chat subscription on a WebSocket of the production build. Writes the "assistant" section
// of docs/performance.md:
//   - the hit rate of the question table (api/src/features/chat/assistant/assistant-questions.ts) per
//     language, each answer read from the stream;
//   - time to first token and tokens per second, with the shipped pacing (CHAT_STREAM_PACE_MS) and
//     with pacing off (what the server itself can do).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { isBuilt, root, run } from './lib.mjs';
import { machineLine, writeSection } from './perf-doc.mjs';

const PORT = 3991;
const QUERY = 'subscription Chat($input: ChatInput!) { chat(input: $input) { text } }';

if (!isBuilt()) run('node', ['scripts/build.mjs']);
const { ASSISTANT_QUESTIONS, hitRate } = await import('../api/dist/features/chat/assistant/assistant-questions.js');
const { DONT_KNOW } = await import('../api/dist/features/chat/assistant/built-in.provider.js');
const { loadConfig } = await import('../api/dist/config.js');

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
    const started = performance.now();
    await new Promise((resolve, reject) => {
      client.subscribe(
        { query: QUERY, variables: { input: { messages: [{ role: 'user', content: question }], language } } },
        {
          next: ({ data, errors }) => {
            if (errors) return reject(new Error(errors[0].message));
            times.push(performance.now() - started);
            text += data.chat.text;
          },
          error: reject,
          complete: resolve,
        },
      );
    });
    return { text, tokens: times.length, firstMs: times[0], lastMs: times.at(-1) };
  } finally {
    await client.dispose();
  }
}

async function measure(env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-assistant-'));
  const server = await startServer(dataDir, env);
  try {
    const results = {};
    for (const language of ['en', 'km']) {
      const answers = [];
      for (const { question } of ASSISTANT_QUESTIONS[language])
        answers.push({ question, ...(await ask(question, language)) });
      const byQuestion = new Map(answers.map((answer) => [answer.question, answer]));
      const rate = hitRate(ASSISTANT_QUESTIONS[language], (question) => {
        const { text } = byQuestion.get(question);
        return { text, knows: text !== DONT_KNOW[language] };
      });
      const first = answers.map((answer) => answer.firstMs);
      const speed = answers
        .filter((answer) => answer.tokens > 1)
        .map((answer) => ((answer.tokens - 1) * 1000) / (answer.lastMs - answer.firstMs));
      results[language] = {
        rate,
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
      };
    }
    return results;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pace = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: 'bench-only-'.padEnd(32, 'x') }).chat.streamPaceMs;
console.log(`measuring the built-in assistant over the WebSocket (pacing ${pace} ms, then off)…`);
const paced = await measure({});
const unpaced = await measure({ CHAT_STREAM_PACE_MS: '0' });

const pct = (value) => `${(value * 100).toFixed(0)} %`;
const ms = (value) => `${value.toFixed(1)} ms`;
const row = (label, results, language) => {
  const r = results[language];
  return `| ${label} | ${language} | ${ms(r.firstMedian)} | ${ms(r.firstP95)} | ${r.tokensMedian} | ${r.speedMedian.toFixed(0)} | ${ms(r.totalMedian)} |`;
};
const misses = ['en', 'km']
  .flatMap((language) => paced[language].rate.misses.map((miss) => ({ language, ...miss })))
  .map((miss) => `- ${miss.language}: “${miss.question}” should contain “${miss.expect ?? "I don't know"}”`)
  .join('\n');

const report = `## Site assistant (built-in, no language model)

Written by \`npm run bench:assistant\` (scripts/bench-assistant.mjs) against the production build on the
embedded database, each question on its own WebSocket through the \`chat\` subscription. ${machineLine()}

Hit rate of the question table (\`api/src/features/chat/assistant/assistant-questions.ts\`, read from the
streamed answers; the goal is 90 % or more in each language). An answerable question counts when its
answer contains the expected fact; an off-topic one when the assistant says it doesn't know.

| language | answered (answerable) | refused (off-topic) | hit rate |
|---|---|---|---|
${['en', 'km'].map((l) => `| ${l} | ${paced[l].rate.answered} / ${paced[l].rate.answerable} | ${paced[l].rate.refused} / ${paced[l].rate.offTopic} | ${pct(paced[l].rate.rate)} |`).join('\n')}

${misses ? `Misses:\n${misses}` : 'No misses.'}

Time to first token (from subscribing on an open socket to the first piece), tokens per answer,
tokens per second (first to last piece) and time to the whole answer, medians over the table. With
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
