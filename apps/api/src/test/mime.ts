// Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable and
// base64 parts, and RFC 2047 encoded words in the subject.

export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string | null;
};

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { head: raw, body: '' };
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return { head: raw.slice(0, at), body: raw.slice(at + sep.length) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words, as nodemailer writes non-ASCII subjects. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

type Part = { type: string; content: string };

function parts(raw: string): Part[] {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1);
    return chunks.filter((c) => !c.startsWith('--')).flatMap((c) => parts(c.replace(/^\r?\n/, '')));
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  return [{ type: type.split(';')[0].trim().toLowerCase(), content }];
}

export function parseMail(raw: string): ParsedMail {
  const headers = parseHeaders(splitHead(raw).head);
  const all = parts(raw);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: all.find((p) => p.type === 'text/plain')?.content.replace(/\r\n/g, '\n') ?? '',
    html: all.find((p) => p.type === 'text/html')?.content ?? null,
  };
}
