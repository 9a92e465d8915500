// Splits plain text into text and URL parts so links in e-mails can be made clickable without
// rendering any HTML from the message.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_RE = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]»]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    let href = match[0];
    // Sentence punctuation right after a URL is not part of it.
    const trail = TRAILING.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trail.length);
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The in-app path of a link to this same site, or null for other sites. */
export function sameOriginPath(href: string, origin: string): string | null {
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
