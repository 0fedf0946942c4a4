import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage, getServerMessage } from './api-client';

describe('ApiError and the messages shown for it', () => {
  it('keeps the message: status, colon, the body text (or the status text)', () => {
    expect(new ApiError(409, 'Conflict', '{"message":"Out of stock"}').message).toBe(
      '409: {"message":"Out of stock"}',
    );
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it("shows the server's JSON message, or a plain-text body", () => {
    const json = new ApiError(
      409,
      'Conflict',
      '{"message":"A cart line cannot exceed 999 units"}',
      'application/json',
    );
    expect(getServerMessage(json)).toBe('A cart line cannot exceed 999 units');
    const text = new ApiError(
      503,
      'Service Unavailable',
      ' Down for maintenance \n',
      'text/plain; charset=utf-8',
    );
    expect(getServerMessage(text)).toBe('Down for maintenance');
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
