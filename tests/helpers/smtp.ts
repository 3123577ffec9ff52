// A real SMTP server for tests (smtp-server on 127.0.0.1, ephemeral port, no auth, no TLS).
// Point the app at `url` (SMTP_URL) and assert on what actually arrived over the wire.
// mailparser is not a dependency, so the received messages are parsed here: just enough
// MIME for what nodemailer produces (multipart/*, quoted-printable/base64, RFC 2047 subjects).

import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Top-level headers, names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
  /** The message exactly as received. */
  raw: string;
};

export type SmtpHarness = {
  /** e.g. smtp://127.0.0.1:41234, ready for SMTP_URL / createMailer. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) matching predicate. */
  waitFor(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** `port`: a fixed one (a stand-in that comes back on the port it went down on); default ephemeral. */
export async function startSmtpServer(port = 0): Promise<SmtpHarness> {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Do not keep the test run waiting for clients that never say QUIT.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const { mailFrom, rcptTo } = session.envelope;
          const mail = parseMessage(raw, mailFrom ? mailFrom.address : '', rcptTo.map((r) => r.address));
          messages.push(mail);
          arrivals.emit('mail', mail);
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    waitFor(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- minimal MIME ---------------------------------------------------------------------------
// Bodies are handled as latin1 strings: one char per byte, so slicing never breaks a UTF-8
// sequence; the bytes are decoded with the part's charset only at the end.

type Part = { headers: Map<string, string>; body: string };

function parseMessage(raw: Buffer, from: string, to: string[]): ReceivedMail {
  const root = splitPart(raw.toString('latin1'));
  const found: { html?: string; text?: string } = {};
  collectBodies(root, found);
  const headers: Record<string, string> = {};
  for (const [name, value] of root.headers) headers[name] = decodeEncodedWords(value);
  return {
    from,
    to,
    subject: headers.subject ?? '',
    html: found.html ?? '',
    text: found.text ?? '',
    headers,
    raw: raw.toString('utf8'),
  };
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const headerText = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** "text/plain; charset=utf-8" → { value: 'text/plain', params: { charset: 'utf-8' } } */
function headerValue(header: string | undefined): { value: string; params: Record<string, string> } {
  const [value = '', ...rest] = (header ?? '').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq > 0) params[param.slice(0, eq).trim().toLowerCase()] = param.slice(eq + 1).trim().replace(/^"|"$/g, '');
  }
  return { value: value.trim().toLowerCase(), params };
}

function collectBodies(part: Part, found: { html?: string; text?: string }): void {
  const type = headerValue(part.headers.get('content-type') ?? 'text/plain');
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    for (const child of splitMultipart(part.body, type.params.boundary)) collectBodies(splitPart(child), found);
    return;
  }
  if (type.value !== 'text/html' && type.value !== 'text/plain') return;
  const bytes = decodeTransfer(part.body, (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase());
  const decoded = decodeCharset(bytes, type.params.charset ?? 'utf-8');
  const key = type.value === 'text/html' ? 'html' : 'text';
  found[key] ??= decoded;
}

function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = body.split(new RegExp(`(?:^|\\r?\\n)--${escaped}`));
  const parts: string[] = [];
  // segments[0] is the preamble; a segment starting with "--" is the closing delimiter.
  for (const segment of segments.slice(1)) {
    if (segment.startsWith('--')) break;
    parts.push(segment.replace(/^[ \t]*\r?\n/, ''));
  }
  return parts;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'latin1');
}

function decodeQuotedPrintable(input: string): Buffer {
  const s = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(s.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** RFC 2047: "=?UTF-8?Q?Obnoven=C3=AD_hesla?=" → "Obnovení hesla". Headers arrive as latin1. */
function decodeEncodedWords(value: string): string {
  const decoded = value
    // Whitespace between two adjacent encoded words is not part of the text.
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_m, charset: string, enc: string, text: string) => {
      const bytes =
        enc.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return Buffer.from(decodeCharset(bytes, charset), 'utf8').toString('latin1');
    });
  // Unencoded header bytes (8-bit UTF-8 via SMTPUTF8) are still latin1 here; decode once.
  return Buffer.from(decoded, 'latin1').toString('utf8');
}
