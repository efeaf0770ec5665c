import type OpenAI from 'openai';
import type { KnowledgeEntry } from '../assistant/knowledge.js';
import type { ChatProvider, ChatRequest } from '../chat.provider.js';
import { systemPrompt } from './system-prompt.js';

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

  async *stream({ messages, language, maxOutputTokens, signal }: ChatRequest): AsyncIterable<string> {
    const stream = await (
      await this.sdk()
    ).chat.completions.create(
      {
        model: this.settings.model,
        stream: true,
        // No temperature: reasoning models accept only their default, and OPENAI_MODEL may name one.
        max_completion_tokens: maxOutputTokens,
        messages: [
          {
            role: 'system',
            content: systemPrompt(
              language,
              this.retrieve(messages.filter((message) => message.role === 'user').map((message) => message.content)),
            ),
          },
          ...messages.map((message) => ({ role: message.role, content: message.content })),
        ],
      },
      { signal },
    );
    for await (const chunk of stream) {
      const token = chunk.choices[0]?.delta?.content;
      if (token) yield token;
    }
  }
}
