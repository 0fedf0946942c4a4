import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage, getServerMessage } from './api-client';

describe('ApiError and the messages shown for it', () => {
  it('keeps the message: status, colon, the body text (or the status text)', () => {
    expect(new ApiError(409, 'Conflict', '{"message":"Out of stock"}').message).toBe(
      '409: {"message":"Out of stock"}',
    );
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it.each([
    {
      status: 409,
      body: '{"message":"A cart line cannot exceed 999 units"}',
      type: 'application/json',
      shown: 'A cart line cannot exceed 999 units',
    },
    {
      status: 503,
      body: ' Down for maintenance \n',
      type: 'text/plain; charset=utf-8',
      shown: 'Down for maintenance',
    },
  ])("shows the server's message from a $type body", ({ status, body, type, shown }) => {
    expect(getServerMessage(new ApiError(status, 'Error', body, type))).toBe(shown);
  });

  it("falls back to the caller's text for a body that is not meant for people", () => {
    const html = new ApiError(502, 'Bad Gateway', '<html><body>Bad gateway</body></html>', 'text/html');
    expect(getServerMessage(html)).toBeUndefined();
    expect(getErrorMessage(html, 'Failed to subscribe. Please try again.')).toBe(
      'Failed to subscribe. Please try again.',
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});
