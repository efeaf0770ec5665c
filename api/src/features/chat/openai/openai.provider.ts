import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { KnowledgeEntry } from '../assistant/knowledge.js';
import type { ChatProvider, ChatRequest } from '../chat.provider.js';
import { systemPrompt } from './system-prompt.js';

/** Most model calls one answer makes (tool calls and their results in between). */
const MAX_TOOL_ROUNDS = 4;

export interface OpenAISettings {
  apiKey: string;
  model: string;
  /** An OpenAI-compatible endpoint; the SDK's default (api.openai.com) when unset. */
  baseUrl?: string;
}

/** The site's facts that bear on a conversation (the built-in assistant's retrieval). */
export type FactRetriever = (userMessages: readonly string[]) => readonly KnowledgeEntry[];

/**
 * Answers with an OpenAI chat model through the official SDK, streaming the completion's tokens. The
 * system prompt is ours alone and carries only the site's facts retrieved for the conversation (the
 * same retrieval the built-in assistant answers from); the visitor's conversation follows as user and
 * assistant messages.
 */
export class OpenAIProvider implements ChatProvider {
  readonly name = 'openai' as const;
  /** The SDK, loaded with the first question: a site without a language model never holds it in memory. */
  private client: Promise<OpenAI> | undefined;

  constructor(
    private readonly settings: OpenAISettings,
    private readonly retrieve: FactRetriever,
  ) {}

  private sdk(): Promise<OpenAI> {
    this.client ??= import('openai').then(
      ({ default: OpenAISdk }) =>
        new OpenAISdk({
          apiKey: this.settings.apiKey,
          baseURL: this.settings.baseUrl ?? 'https://api.openai.com/v1',
          // The chat service owns the deadline (CHAT_TIMEOUT_MS through the abort signal); one retry for a
          // dropped connection or a 429/5xx before the first token.
          maxRetries: 1,
        }),
    );
    return this.client;
  }

  async *stream({ messages, language, maxOutputTokens, signal, tools }: ChatRequest): AsyncIterable<string> {
    const sdk = await this.sdk();
    const conversation: ChatCompletionMessageParam[] = [
      {
        role: 'system',
        content: systemPrompt(
          language,
          this.retrieve(messages.filter((message) => message.role === 'user').map((message) => message.content)),
        ),
      },
      // Booking in the chat (issue 34): the visitor's today and the rules of the booking tools.
      ...(tools ? [{ role: 'system' as const, content: await tools.instructions() }] : []),
      ...messages.map((message) => ({ role: message.role, content: message.content })),
    ];
    for (let round = 1; ; round += 1) {
      const stream = await sdk.chat.completions.create(
        {
          model: this.settings.model,
          stream: true,
          // No temperature: reasoning models accept only their default, and OPENAI_MODEL may name one.
          max_completion_tokens: maxOutputTokens,
          messages: conversation,
          // The last round may only write: a model calling tools on and on still ends with an answer.
          ...(tools ? { tools: tools.definitions, tool_choice: round < MAX_TOOL_ROUNDS ? 'auto' : 'none' } : {}),
        },
        { signal },
      );
      let text = '';
      const calls: { id: string; name: string; arguments: string }[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          yield delta.content;
        }
        // A tool call arrives in pieces: its id and name first, its arguments' JSON in fragments.
        for (const call of delta?.tool_calls ?? []) {
          const whole = (calls[call.index] ??= { id: '', name: '', arguments: '' });
          if (call.id) whole.id = call.id;
          if (call.function?.name) whole.name += call.function.name;
          if (call.function?.arguments) whole.arguments += call.function.arguments;
        }
      }
      if (!tools || calls.length === 0) return;
      // The server runs each call (validated there) and the model reads the results in the next round.
      conversation.push({
        role: 'assistant',
        content: text || null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of calls) {
        signal.throwIfAborted();
        conversation.push({ role: 'tool', tool_call_id: call.id, content: await tools.run(call.name, call.arguments) });
      }
    }
  }
}
