/**
 * A bundle's ZIP: `GET /api/downloads/bundles/<downloadId>?expires=…&signature=…`
 * (the link downloadItem hands out). The originals are streamed one after
 * another from storage into the ZIP and out to the client (yazl, stored not
 * deflated: media files are compressed already, and storing keeps the CPU
 * idle): memory stays flat whatever the bundle's size, and ZIP64 is used on
 * its own past 4 GB. Backpressure from a slow client pauses the storage reads.
 *
 * The items are those the member may download now (billing's rule), as at
 * grant time; a LICENCE.txt names the licence and where to verify it.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type RequestHandler, Router } from 'express';
import { In } from 'typeorm';
import { ZipFile } from 'yazl';
import type { AppDeps } from '../../graphql/context.js';
import { entitlementOf } from '../billing/index.js';
import { BundleEntity, StoredFileEntity } from '../catalog/index.js';
import { LICENCE_TERMS, originOf, verificationUrl } from './certificate.js';
import { DownloadEntity, LicenceEntity } from './download.entity.js';
import { bundleItems } from './grant.service.js';
import { checkLink } from './links.js';

export function bundleZipRoutes(deps: AppDeps): RequestHandler {
  const router = Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const id = req.params.id;
      const check = checkLink(deps.config, 'bundle-zip', id, req.query);
      if (check !== 'ok') {
        res.status(403).type('text/plain').send(check);
        return;
      }
      const m = deps.db.manager;
      const download = await m.findOneBy(DownloadEntity, { id });
      const bundle = download?.bundleId ? await m.findOneBy(BundleEntity, { id: download.bundleId }) : null;
      if (!download?.userId || !bundle) {
        res.status(404).type('text/plain').send('This download is no longer available.');
        return;
      }
      const e = await entitlementOf(m, download.userId, { graceDays: deps.config.billing.pastDueGraceDays });
      const items = (await bundleItems(m, bundle.id)).filter((i) => e.covers(i));
      const files = await m.findBy(StoredFileEntity, { mediaId: In(items.map((i) => i.id)), role: 'ORIGINAL' });
      const licence = await m.findOneByOrFail(LicenceEntity, { id: download.licenceId });

      const zip = new ZipFile();
      const used = new Set<string>();
      for (const item of items) {
        const file = files.find((f) => f.mediaId === item.id);
        if (!file) continue;
        const name = uniqueName(used, `${item.slug}${path.extname(file.name)}`);
        zip.addReadStreamLazy(name, { compress: false, mtime: file.updated, size: file.size }, (cb) => {
          const stream: Readable = deps.storage.createReadStream('private', file.fullPath);
          cb(null, stream);
        });
      }
      const terms = LICENCE_TERMS[licence.licenceType].map((t) => `- ${t}`).join('\n');
      zip.addBuffer(
        Buffer.from(
          `${bundle.title}\n\nLicence ${licence.id} (${licence.licenceType.toLowerCase()})\n` +
            `Verify: ${verificationUrl(originOf(deps, req), licence.id)}\n\n${terms}\n`,
        ),
        'LICENCE.txt',
      );
      zip.end();

      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .set('Content-Type', 'application/zip')
        .set('Content-Disposition', `attachment; filename="${bundle.slug}.zip"`);
      zip.outputStream.on('error', (err: Error) => {
        deps.log.warn({ err, downloadId: id }, 'bundle ZIP failed mid-stream');
        res.destroy(err);
      });
      // yazl emits a storage read error on the ZipFile itself.
      (zip as unknown as NodeJS.EventEmitter).on('error', (err: Error) => {
        deps.log.warn({ err, downloadId: id }, 'bundle ZIP failed mid-stream');
        res.destroy(err);
      });
      zip.outputStream.pipe(res);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  const ext = path.extname(name);
  for (let n = 2; used.has(candidate); n++) candidate = `${name.slice(0, name.length - ext.length)}-${n}${ext}`;
  used.add(candidate);
  return candidate;
}
