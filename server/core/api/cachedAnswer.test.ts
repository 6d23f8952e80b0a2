// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cachedAnswer, serializedBody } from './cachedAnswer';

describe('kept answers', () => {
  it('carry their serialized body, and a body made from one does not', async () => {
    const db = {};
    const answer = await cachedAnswer(db, 'a', () =>
      Promise.resolve({ body: { data: [{ id: 1 }] } }),
    );
    expect(serializedBody(answer.body)).toBe('{"data":[{"id":1}]}');
    // A handler that wraps a kept answer answers its own body, serialized when it is sent.
    const wrapped = { ...answer, body: { ...(answer.body as object), message: 'Saved.' } };
    expect(serializedBody(wrapped.body)).toBeUndefined();
    expect(serializedBody('text')).toBeUndefined();
  });
});
