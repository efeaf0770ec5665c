/** A non-OK answer of the REST api (SPEC §8), with the field messages of a 400 when there are any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * POSTs a JSON body with the visitor's cookies (SPEC §7). A non-OK response throws an ApiError whose
 * message is the body's `message` when it is JSON, else `${status}: ${body text or status text}`.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const message =
      isRecord(data) && typeof data.message === 'string' && data.message
        ? data.message
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, isRecord(data) ? stringFields(data.errors) : {});
  }
  return data as T;
}
