import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorCode, errorText, fieldErrors, isForbidden, serverRefusal } from './graphql-errors';

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const response = (status: number, statusText: string) => ({ status, statusText, headers: new Headers() }) as Response;
const httpAnswer = (status: number, bodyText: string, statusText = `status ${status}`) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: response(status, statusText),
    bodyText,
  });

describe('reading what the api said about a failed operation', () => {
  it('takes the message, code, field messages and retry time of a GraphQL refusal', () => {
    const error = refused('Please check these fields: Email.', {
      code: 'BAD_USER_INPUT',
      fields: { email: 'Please enter a valid email address', count: 1 },
    });
    expect(serverRefusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please check these fields: Email.',
      // Only text: anything else is not a field's message.
      fields: { email: 'Please enter a valid email address' },
    });
    expect(errorText(error, 'fallback')).toBe('Please check these fields: Email.');
    expect(fieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });

    const limited = refused('ព្យាយាមម្ដងទៀតនៅពេលក្រោយ។', { code: 'RATE_LIMITED', retryAfter: 120 });
    expect(serverRefusal(limited)).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 120 });
    expect(errorText(limited, 'fallback')).toBe('ព្យាយាមម្ដងទៀតនៅពេលក្រោយ។');
  });

  it('tells Access Denied by the code, never by the message (SPEC §6)', () => {
    expect(isForbidden(refused('Admins only', { code: 'FORBIDDEN' }))).toBe(true);
    expect(isForbidden(refused('403 FORBIDDEN', { code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(isForbidden(httpAnswer(403, ''))).toBe(true);
    expect(isForbidden(new Error('403'))).toBe(false);
  });

  it('writes an answer that is not GraphQL as SPEC §8 does: "{status}: {body, or status text}"', () => {
    const gateway = httpAnswer(502, 'Bad Gateway');
    expect(serverRefusal(gateway)).toEqual({ code: 'BAD_GATEWAY', message: '502: Bad Gateway', fields: {} });
    expect(errorText(httpAnswer(503, '', 'Service Unavailable'), 'fallback')).toBe('503: Service Unavailable');
    const parse = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: response(500, 'Internal Server Error'),
      bodyText: '<html>oops</html>',
    });
    expect(errorText(parse, 'fallback')).toBe('500: <html>oops</html>');
    expect(errorCode(parse)).toBeUndefined();
  });

  it('reads a GraphQL error body sent with a status Apollo does not parse', () => {
    const body = JSON.stringify({
      errors: [{ message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(serverRefusal(httpAnswer(413, body))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
      fields: {},
    });
  });

  it('has nothing from the server when no answer came: the caller’s own text shows', () => {
    for (const error of [new TypeError('Failed to fetch'), new Error('Socket closed with event 1006'), undefined]) {
      expect(serverRefusal(error)).toBeUndefined();
      expect(errorText(error, 'Failed to send message. Please try again.')).toBe(
        'Failed to send message. Please try again.',
      );
      expect(fieldErrors(error)).toEqual({});
    }
  });
});
