// @ts-check
/**
 * Leads for the demo store: the dealer quote form POSTs each lead as JSON to
 * /api/leads; it is validated (demo/public/.../jotforms/lead-rules.js, the same
 * rules the form page checks), appended as one JSON line to a file and fsync'd
 * before the 201 answer, so an answered lead survives a crash. GET /api/leads
 * lists what was received, for tests only (the server serves it when started
 * with BP_TEST_ROUTES=1; demo/server.mjs also refuses other origins).
 *
 * File: env BP_LEADS_FILE, default demo/.data/leads.jsonl (git-ignored); its
 * folder is created when missing.
 */
import { randomUUID } from 'node:crypto';
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

/**
 * Appends one lead as a JSON line and waits until it is on disk (file fsync'd;
 * the folder too when the file was just created).
 * @param {string} file
 * @param {Record<string, unknown>} lead
 */
export function appendLead(file, lead) {
  const run = queue.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    let created = false;
    const handle = await open(file, 'a');
    try {
      created = (await handle.stat()).size === 0;
      await handle.appendFile(JSON.stringify(lead) + '\n', 'utf8');
      await handle.sync();
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
  await appendLead(file, lead);
  return io.sendJson(res, 201, { id: lead.id, receivedAt: lead.receivedAt });
}
