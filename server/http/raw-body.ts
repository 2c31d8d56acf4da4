/**
 * Plain-HTTP endpoints that take a file as the raw request body (a profile
 * photo, a tip's picture): the caller's role checked the way an @auth field
 * checks it, and the body read with a hard size limit.
 */
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import { type Role, requireRole } from '../graphql/auth.js';
import type { Context } from '../graphql/context.js';
import { ErrorCode } from '../graphql/errors.js';

export interface Refusal {
  status: 401 | 403;
  code: string;
  message: string;
}

/** The same check (and messages) as an @auth field: a valid access token of an enabled user with this role. */
export async function refusedRole(ctx: Context, role: Role): Promise<Refusal | null> {
  try {
    await requireRole(ctx, role);
    return null;
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    const code = String(err.extensions.code);
    return { status: code === ErrorCode.UNAUTHENTICATED ? 401 : 403, code, message: err.message };
  }
}

/**
 * The body, counted as it arrives: once it passes `limit` reading stops and
 * nothing received so far is kept, however long the sender goes on.
 */
export function readAtMost(req: Request, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const onClose = () => onError(new Error('The client went away before the body arrived.'));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
