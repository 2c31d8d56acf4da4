/** The one HTML frame every email uses; plain inline styles, since mail clients ignore stylesheets. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

export interface EmailContent {
  /** Subject line, also the heading. */
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** A call to action: button in HTML, bare URL in text. */
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  footnote?: string;
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const { title, paragraphs, action, footnote } = content;
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '— Framestock',
  ].join('\n');
  const p = (body: string, style = '') =>
    `<p style="margin:0 0 16px;font:15px/1.5 -apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f;${style}">${body}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f6">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#fff;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font:600 20px/1.3 -apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((para) => p(escapeHtml(para))),
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#5b3df5;color:#fff;border-radius:6px;text-decoration:none;font:600 15px -apple-system,Segoe UI,Roboto,sans-serif">${escapeHtml(action.label)}</a></p>` +
        p(
          `Or paste this address into your browser: ${escapeHtml(action.url)}`,
          'font-size:13px;color:#555;word-break:break-all',
        )
      : '',
    footnote ? p(escapeHtml(footnote), 'font-size:13px;color:#555') : '',
    p('— Framestock', 'color:#555'),
    '</div></body></html>',
  ].join('');
  return { subject: title, text, html };
}
