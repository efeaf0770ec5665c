import { requestOf, type AnyContract, type InputOf, type Json, type ResponseOf } from '@site/common';
import type { TestBrowser } from './browser.js';

export interface RestAnswer<C extends AnyContract> {
  status: number;
  /** The parsed JSON body: the contract's response on a success, `{ message, errors? }` otherwise. */
  body: Json<ResponseOf<C>> & { message?: string; errors?: Record<string, string> };
  text: string;
  headers: Headers;
}

/** The absolute URL of a call of `contract` (its path with `:id` filled in, and a GET's query). */
export function restUrl<C extends AnyContract>(siteUrl: string, contract: C, input: InputOf<C>): string {
  return `${siteUrl}${requestOf(contract, input).url}`;
}

/**
 * Calls a REST contract as the web app does (its method, path and JSON body, from common/src/api), as
 * an anonymous caller or as a signed-in TestBrowser; extra headers ride along (X-Forwarded-For, language).
 */
export async function callRest<C extends AnyContract>(
  siteUrl: string,
  contract: C,
  input: InputOf<C>,
  options: { browser?: TestBrowser; headers?: Record<string, string> } = {},
): Promise<RestAnswer<C>> {
  const { url, body } = requestOf(contract, input);
  const init = {
    method: contract.method,
    headers: { accept: 'application/json', ...options.headers },
    ...(body === undefined ? {} : { json: body }),
  };
  let answer: { status: number; text: string; headers: Headers };
  if (options.browser) {
    answer = await options.browser.request(`${siteUrl}${url}`, init);
  } else {
    const response = await fetch(`${siteUrl}${url}`, {
      method: init.method,
      headers: { ...init.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    answer = { status: response.status, text: await response.text(), headers: response.headers };
  }
  let parsed: unknown;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { ...answer, body: parsed as RestAnswer<C>['body'] };
}
