// @ts-check
/**
 * Leads for the demo store: the dealer quote form POSTs each lead as JSON to
 * /api/leads; it is validated (demo/public/.../jotforms/lead-rules.js, the same
 * rules the form page checks), appended as one JSON line to a file, whole or not
 * at all, fsync'd and read back before the 201 answer, so an answered lead survives
 * a crash or a full disk (a torn tail is cut off on start and before each write;
 * one server writes a file at a time). GET /api/leads
 * lists what was received, for tests only (the server serves it when started
 * with BP_TEST_ROUTES=1; demo/server.mjs also refuses other origins).
 *
 * File: env BP_LEADS_FILE, default demo/.data/leads.jsonl (git-ignored); its
 * folder is created when missing.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateLead } from '../public/content/mmal/au/en/jotforms/lead-rules.js';

const here = dirname(fileURLToPath(import.meta.url));

export const DEFAULT_LEADS_FILE = resolve(here, '../.data/leads.jsonl');

/** The leads file in use: BP_LEADS_FILE, else the default. */
export function leadsFile() {
  const configured = process.env.BP_LEADS_FILE;
  return configured && configured.trim() !== '' ? resolve(configured) : DEFAULT_LEADS_FILE;
}

/** Appends run one after another, so lines never interleave. */
let queue = Promise.resolve();

/** Bytes read at a time while looking for the last line break. */
const TAIL_CHUNK = 8 * 1024;

/**
 * The size of the file's whole lines: up to and including its last line break (0 when it
 * has none), read backwards from the end.
 * @param {import('node:fs/promises').FileHandle} handle @param {number} size
 */
async function endOfLastLine(handle, size) {
  const buffer = Buffer.alloc(TAIL_CHUNK);
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - TAIL_CHUNK);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    const at = buffer.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (at !== -1) return start + at + 1;
    end = start;
  }
  return 0;
}

/**
 * Cuts a torn tail off an open leads file: whatever follows its last line break (a record
 * holds no line break but its last byte, so a record cut short by a full disk, a crash or a
 * kill never ends with one). Whole lines are never cut. Returns the size left.
 * @param {string} file @param {import('node:fs/promises').FileHandle} handle
 */
async function cutTornTail(file, handle) {
  const { size } = await handle.stat();
  const whole = await endOfLastLine(handle, size);
  if (whole !== size) {
    await handle.truncate(whole);
    await handle.sync();
    console.error(`bp-configurator demo: cut a torn tail of ${size - whole} bytes off ${file}`);
  }
  return whole;
}

/**
 * Repairs the leads file once at start: a torn last line (no line break at its end) that a
 * crash or a full disk left is cut off, so the next lead starts on a line of its own. No
 * file: nothing to do. A file that cannot be repaired now (read-only) is left alone; every
 * append repairs first anyway.
 * @param {string} file
 */
export function repairLeads(file) {
  const run = queue.then(async () => {
    let handle;
    try {
      handle = await open(file, 'r+');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
      throw error;
    }
    try {
      await cutTornTail(file, handle);
    } finally {
      await handle.close();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Appends one lead as a JSON line, whole or not at all, and resolves only once it is on
 * disk and reads back as written:
 * - a torn tail (a write a crash or full disk cut short) is cut off first, so the record
 *   starts on a line of its own;
 * - the record is written at the end of the whole records; a write or fsync that fails
 *   (ENOSPC, EIO) truncates the file back to them and rejects, so no half record stays;
 * - the file is fsync'd (its folder too when the file was just created), then the record
 *   is read back and compared byte for byte.
 * @param {string} file
 * @param {Record<string, unknown>} lead
 */
export function appendLead(file, lead) {
  const run = queue.then(async () => {
    const record = Buffer.from(JSON.stringify(lead) + '\n', 'utf8');
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(file, constants.O_RDWR | constants.O_CREAT, 0o600);
    let created = false;
    try {
      const start = await cutTornTail(file, handle);
      created = start === 0;
      try {
        let written = 0;
        while (written < record.length) {
          const { bytesWritten } = await handle.write(record, written, record.length - written, start + written);
          if (bytesWritten === 0) throw new Error('write made no progress');
          written += bytesWritten;
        }
        await handle.sync();
        const back = Buffer.alloc(record.length);
        const { bytesRead } = await handle.read(back, 0, record.length, start);
        if (bytesRead !== record.length || !back.equals(record)) throw new Error('the lead did not read back as written');
      } catch (error) {
        // Not whole: take it back (the next append retries the cut if this one fails too).
        try {
          await handle.truncate(start);
          await handle.sync();
        } catch {
          /* cutTornTail repairs it before the next write */
        }
        throw error;
      }
    } finally {
      await handle.close();
    }
    if (created) {
      // A new file's directory entry must reach the disk too.
      const folder = await open(dirname(file), 'r');
      try {
        await folder.sync();
      } catch {
        /* some file systems cannot fsync a folder */
      } finally {
        await folder.close();
      }
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Every lead in the file, oldest first; a damaged line is skipped. No file: none.
 * @param {string} file
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function readLeads(file) {
  let content;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  /** @type {Record<string, unknown>[]} */
  const leads = [];
  for (const line of content.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const lead = JSON.parse(line);
      if (typeof lead === 'object' && lead !== null) leads.push(lead);
    } catch {
      /* a torn or damaged line */
    }
  }
  return leads;
}

/**
 * GET and POST /api/leads.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{
 *   readBody: (req: import('node:http').IncomingMessage) => Promise<{ tooBig: boolean, text: string }>,
 *   sendJson: (res: import('node:http').ServerResponse, status: number, value: unknown) => void,
 *   maxBodyBytes: number,
 * }} io
 */
export async function handleLeads(req, res, io) {
  const file = leadsFile();
  if (req.method === 'GET' || req.method === 'HEAD') return io.sendJson(res, 200, { leads: await readLeads(file) });
  if (req.method !== 'POST') return io.sendJson(res, 405, { error: 'Use GET or POST.' });
  // JSON only: a form or text/plain POST (what another page may send without asking) is no lead.
  const mediaType = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (mediaType !== 'application/json') return io.sendJson(res, 415, { error: 'Send the lead as application/json.' });
  const body = await io.readBody(req);
  if (body.tooBig) return io.sendJson(res, 400, { error: `Request body exceeds ${io.maxBodyBytes} bytes.` });
  let input;
  try {
    input = JSON.parse(body.text);
  } catch {
    return io.sendJson(res, 400, { error: 'Body is not JSON.' });
  }
  const checked = validateLead(input);
  if (!checked.ok) return io.sendJson(res, 400, { error: 'The lead has invalid fields.', fields: checked.errors });
  const lead = { id: randomUUID(), receivedAt: new Date().toISOString(), ...checked.lead };
  try {
    await appendLead(file, lead);
  } catch (error) {
    // Nothing of it stays in the file: the form keeps the visitor's input and they may send it again.
    console.error('bp-configurator demo: a lead could not be stored:', error);
    return io.sendJson(res, 500, { error: 'The lead could not be stored. Please try again.' });
  }
  return io.sendJson(res, 201, { id: lead.id, receivedAt: lead.receivedAt });
}
