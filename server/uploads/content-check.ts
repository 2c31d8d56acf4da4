/**
 * The tus data store the server talks to: the staging store, plus a look at
 * the first bytes as they arrive. Once an upload's first SNIFF_BYTES bytes (or
 * all of it, if smaller) have been received, their type is detected and
 * checked against what the endpoint's policy accepts before any later byte is stored; a
 * mismatch deletes the upload on the spot and answers 415. So a text file
 * renamed .mp4 is refused within its first chunk, not after 2 GB.
 * (The complete file is checked again when it finishes: the policy's `finish` does that.)
 */
import { Readable } from 'node:stream';
import { DataStore, ERRORS, type Upload } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import { SNIFF_BYTES, type UploadPolicy, type UploadRejection } from './policy.js';
import type { Staging } from './staging.js';

export class ContentCheckingStore extends DataStore {
  constructor(
    private readonly staging: Staging,
    private readonly policy: UploadPolicy,
  ) {
    super();
    // Deferred lengths, concatenation and the library's creation-date expiry are not offered:
    // every upload declares its size up front, and idle uploads are removed by staging-cleanup.ts.
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  override create(upload: Upload): Promise<Upload> {
    return this.staging.store.create(upload);
  }

  override getUpload(id: string): Promise<Upload> {
    return this.staging.store.getUpload(id);
  }

  override remove(id: string): Promise<void> {
    return this.staging.remove(id);
  }

  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset >= SNIFF_BYTES) return this.staging.store.write(readable, id, offset);
    const upload = await this.staging.store.getUpload(id);
    const meta = this.policy.stored(upload.metadata);
    if (!meta || upload.size === undefined) throw ERRORS.FILE_NOT_FOUND;
    const verdict: { rejection?: UploadRejection } = {};
    const checked = this.checkHead(readable, id, offset, Math.min(SNIFF_BYTES, upload.size), async (head) => {
      const detected = await fileTypeFromBuffer(head);
      if (this.policy.accepts(meta, detected)) return true;
      verdict.rejection = this.policy.wrongType(meta, detected, head);
      return false;
    });
    try {
      return await this.staging.store.write(checked, id, offset);
    } catch (err) {
      // The stores turn any stream error into a generic write error; the verdict says what happened.
      if (!verdict.rejection) throw err;
      await this.staging.remove(id);
      throw verdict.rejection;
    }
  }

  /**
   * The bytes of `source`, held back until `judgeAt` bytes of the upload
   * exist (counting the `offset` already stored), then passed on only if
   * `accept` approves the head. A stream that ends sooner passes through
   * unjudged: the next PATCH continues from the stored bytes.
   */
  private checkHead(
    source: Readable,
    id: string,
    offset: number,
    judgeAt: number,
    accept: (head: Buffer) => Promise<boolean>,
  ): Readable {
    const staging = this.staging;
    async function* chunks(): AsyncGenerator<Buffer> {
      const held: Buffer[] = [];
      let have = offset;
      let judged = false;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (judged) {
          yield chunk;
          continue;
        }
        held.push(chunk);
        have += chunk.length;
        if (have < judgeAt) continue;
        const stored = offset > 0 ? await staging.readHead(id, offset) : Buffer.alloc(0);
        const head = Buffer.concat([stored, ...held]).subarray(0, SNIFF_BYTES);
        if (!(await accept(head))) throw new Error('content type refused');
        judged = true;
        yield* held.splice(0);
      }
      yield* held;
    }
    return Readable.from(chunks(), { objectMode: false });
  }
}
