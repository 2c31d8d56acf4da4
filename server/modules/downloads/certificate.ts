/**
 * The licence certificate: `GET /api/downloads/certificates/<licenceId>?expires=…&signature=…`,
 * a one-page PDF made on request (pdfkit, the DejaVu Sans TTF from the
 * `dejavu-fonts-ttf` package embedded, so it renders the same everywhere and
 * needs no network), with the terms in plain words and a QR code to the
 * public verification page. The link is its own credential (links.ts), handed
 * only to the licence's owner.
 */

import { createRequire } from 'node:module';
import { type Request, type RequestHandler, Router } from 'express';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { longDay } from '../../dates.js';
import type { AppDeps } from '../../graphql/context.js';
import { LicenceEntity } from './download.entity.js';
import { checkLink } from './links.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The licence terms in plain words, per type: what the certificate and the verification page say. */
export const LICENCE_TERMS: Record<LicenceEntity['licenceType'], string[]> = {
  PERSONAL: [
    'Use the item in your own videos and projects, including social media posts.',
    'Not for client work, advertising or videos you are paid to make.',
    'Do not resell, share or redistribute the file itself, on its own or in a pack.',
    'The licence stays valid after your subscription ends, for projects started while it was active.',
  ],
  COMMERCIAL: [
    'Use the item in your own and your clients’ videos, ads and monetised channels.',
    'Edit, cut and combine it with other material as the project needs.',
    'Do not resell, share or redistribute the file itself, on its own or in a pack.',
    'The licence stays valid after your subscription ends, for projects started while it was active.',
  ],
};

export function verificationUrl(origin: string, licenceId: string): string {
  return `${origin}/licenses/${licenceId}`;
}

/** The site's origin for absolute links (SITE_URL, else the request's own). */
export function originOf(deps: AppDeps, req: Request): string {
  return deps.config.siteUrl ?? `${req.protocol}://${req.get('host')}`;
}

export function certificateRoutes(deps: AppDeps): RequestHandler {
  const router = Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const id = req.params.id;
      const check = checkLink(deps.config, 'certificate', id, req.query);
      if (check !== 'ok') {
        res.status(403).type('text/plain').send(check);
        return;
      }
      const licence = await deps.db.manager.findOneBy(LicenceEntity, { id });
      if (!licence) {
        res.status(404).type('text/plain').send('No such licence.');
        return;
      }
      const pdf = await renderCertificate(licence, verificationUrl(originOf(deps, req), licence.id));
      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .set('Content-Disposition', `inline; filename="framestock-licence-${licence.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** One A4 page, about 40 KB with the font subset: built in memory (small), then sent. */
export async function renderCertificate(l: LicenceEntity, verifyUrl: string): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Framestock licence ${l.id}`, Author: 'Framestock', Subject: l.itemTitle },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = longDay(l.issuedAt);
  doc.font('bold').fontSize(11).fillColor('#6b5cff').text('FRAMESTOCK', { characterSpacing: 2 });
  doc.moveDown(0.5).font('bold').fontSize(24).fillColor('#111').text('Licence certificate');
  doc.moveDown(1);
  const row = (label: string, value: string) => {
    doc.font('body').fontSize(10).fillColor('#666').text(label.toUpperCase(), { characterSpacing: 0.5 });
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#111')
      .text(value || '—')
      .moveDown(0.6);
  };
  row('Item', `${l.itemTitle} (${l.itemKind.toLowerCase()})`);
  row('Licensee', l.licenseeName || 'Former member');
  row('Licence', `${l.licenceType === 'COMMERCIAL' ? 'Commercial' : 'Personal'} (${l.planName} plan)`);
  row('Issued', date);
  if (l.projectName) row('Project', l.projectName);
  row('Licence id', l.id);
  if (l.revokedAt) {
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#b00020')
      .text(`Revoked: ${l.revokeReason ?? ''}`)
      .moveDown(0.6);
  }
  doc.moveDown(0.5).font('bold').fontSize(13).fillColor('#111').text('What this licence lets you do');
  doc.moveDown(0.3).font('body').fontSize(11).fillColor('#222');
  for (const term of LICENCE_TERMS[l.licenceType]) doc.text(`•  ${term}`, { paragraphGap: 4 });
  const qrTop = doc.y + 20;
  doc.image(qr, doc.page.margins.left, qrTop, { width: 110 });
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#444')
    .text('Check this licence at any time:', doc.page.margins.left + 130, qrTop + 20)
    .fillColor('#3a2fd0')
    .text(verifyUrl, { link: verifyUrl, underline: true });
  doc.end();
  return done;
}
