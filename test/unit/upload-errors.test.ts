import { ERRORS } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { uploadErrorAnswer } from '../../server/uploads/tus-server.js';

describe('upload error answers', () => {
  it('answers 423, which tus clients retry, when another request of the upload took its lock', () => {
    const reported: string[] = [];
    const answer = uploadErrorAnswer(ERRORS.ABORTED, () => {
      reported.push('logged');
      return 'r1';
    });
    expect(answer?.status_code).toBe(423);
    expect(answer?.body).not.toContain('lock');
    expect(reported).toEqual([]);
  });

  it("keeps a refusal's own status and message, unlogged", () => {
    const reported: string[] = [];
    const report = () => {
      reported.push('logged');
      return 'r1';
    };
    expect(uploadErrorAnswer({ status_code: 415, body: 'The file is not a video.' }, report)).toBeUndefined();
    expect(uploadErrorAnswer(ERRORS.FILE_NOT_FOUND, report)).toBeUndefined();
    expect(reported).toEqual([]);
  });

  it('logs anything else and answers 500 with the request id, not the error', () => {
    const answer = uploadErrorAnswer(new Error('EACCES: /var/staging/abc'), () => 'req-42');
    expect(answer).toEqual({
      status_code: 500,
      body: 'The upload failed on the server. Quote the request id req-42 if you report it.',
    });
  });
});
