/**
 * Outgoing mail through nodemailer. With SMTP_URL it sends for real; otherwise each message is written as
 * one JSON file to the outbox directory (`.data/outbox/` by default), which a development-only endpoint
 * lists so that a person or a browser test can follow a link from a mail.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Binary content (a zip) travels as base64 text, so a message stays plain JSON for the retry table. */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** `content` is the attachment's bytes as base64, so a test can open what was sent. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export class Mailer {
  readonly #config: MailConfig;
  readonly #transport: Transporter;

  constructor(config: MailConfig) {
    this.#config = config;
    this.#transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  get usesOutbox(): boolean {
    return !this.#config.smtpUrl;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail({ from: this.#config.from, ...message });
    if (!this.usesOutbox) return;
    const date = new Date();
    const entry: OutboxEntry = {
      id: `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`,
      date: date.toISOString(),
      from: this.#config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content, encoding }) => ({
        filename,
        contentType,
        content: Buffer.from(content, encoding ?? 'utf8').toString('base64'),
      })),
    };
    // jsonTransport renders the whole message (validating addresses and attachments) without sending it.
    if (!('message' in info)) throw new Error('jsonTransport returned no message');
    await fs.mkdir(this.#config.outboxDir, { recursive: true });
    await fs.writeFile(path.join(this.#config.outboxDir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
  }

  /** Outbox messages, newest first, optionally only those to one address. */
  async listOutbox(to?: string): Promise<OutboxEntry[]> {
    let files: string[];
    try {
      files = await fs.readdir(this.#config.outboxDir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const wanted = to?.trim().toLowerCase();
    const entries: OutboxEntry[] = [];
    for (const file of files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()) {
      const entry = JSON.parse(
        await fs.readFile(path.join(this.#config.outboxDir, file), 'utf8'),
      ) as OutboxEntry;
      if (!wanted || entry.to.toLowerCase() === wanted) entries.push(entry);
    }
    return entries;
  }
}
