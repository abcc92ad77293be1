import { describe, expect, it } from 'vitest';
import { errorReportDataCollection, scrubErrorEvent, scrubPersonalText } from './scrub.ts';

describe('scrubPersonalText', () => {
  it('masks addresses and Japanese and international phone numbers, keeps the rest', () => {
    expect(scrubPersonalText('a.b+c@example.co.jp called 090-1234-5678 and +819012345678')).toBe(
      '[email] called [phone] and [phone]',
    );
    expect(scrubPersonalText('order 12345 failed')).toBe('order 12345 failed');
  });
});

describe('scrubErrorEvent', () => {
  it('keeps the user id, the method and path, and masks personal text; drops the rest', () => {
    const event = scrubErrorEvent({
      user: { id: 'u1', email: 'a@example.com', ip_address: '10.0.0.1' },
      request: {
        method: 'POST',
        url: '/api/x?token=secret',
        headers: { cookie: 'session=1' },
        data: '{"a":1}',
      },
      message: 'mail to a@example.com failed',
      exception: {
        values: [
          {
            value: 'call 090-1234-5678',
            stacktrace: {
              frames: [{ vars: { a: 1 }, pre_context: ['x'], context_line: 'y', post_context: ['z'] }],
            },
          },
        ],
      },
      breadcrumbs: [{ message: 'to b@example.com', data: { body: 'answer' } }, {}],
      extra: { answer: 'text' },
      server_name: 'host-1',
    });
    expect(event).toEqual({
      user: { id: 'u1' },
      request: { method: 'POST', url: '/api/x' },
      message: 'mail to [email] failed',
      exception: { values: [{ value: 'call [phone]', stacktrace: { frames: [{}] } }] },
      breadcrumbs: [
        { message: 'to [email]', data: undefined },
        { message: undefined, data: undefined },
      ],
    });
  });

  it('leaves an anonymous user empty and a request without a URL with its method only', () => {
    expect(scrubErrorEvent({ user: { email: 'a@example.com' }, request: { method: 'GET' } })).toEqual({
      user: {},
      request: { method: 'GET' },
    });
  });

  it('names nothing about the person for the SDK to collect', () => {
    expect(errorReportDataCollection()).toEqual({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
    });
  });
});
