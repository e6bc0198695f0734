/**
 * Issue 16, point 5: the demo server's test doors are shut to other origins. A
 * web page the visitor opens cannot flip a fault switch, forge a lead (a
 * text/plain POST needs no preflight) or read the lead list; the list is served
 * only to tests; a client trickling a request body is cut off; source maps are
 * served only when asked for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './demoServer';

let folder: string;
let demo: DemoServer;
let plain: DemoServer;

const LEAD = {
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  numberOfVehicles: '1',
  dealerId: 'parramatta',
  comments: '',
  consent: true,
  cta: 'get-a-quote',
  hidden: {},
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bp-doors-'));
  [demo, plain] = await Promise.all([
    startDemo({ BP_LEADS_FILE: join(folder, 'leads.jsonl'), BP_REQUEST_TIMEOUT_MS: '1500' }),
    // As `npm run demo` starts it: no BP_TEST_ROUTES.
    startDemo({ BP_LEADS_FILE: join(folder, 'plain.jsonl'), BP_TEST_ROUTES: '' }),
  ]);
});

afterAll(async () => {
  await Promise.all([demo?.stop(), plain?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const own = () => ({ origin: demo.url.replace(/\/$/, ''), 'sec-fetch-site': 'same-origin' });
const leadCount = async () => ((await (await fetch(`${demo.url}api/leads`)).json()) as { leads: unknown[] }).leads.length;

describe('fault switches', () => {
  it('refuses a POST from another origin and keeps the switches as they were', async () => {
    const forged = await fetch(`${demo.url}__faults`, {
      method: 'POST',
      headers: { ...EVIL, 'content-type': 'text/plain' },
      body: 'GetAllVehicleRanges=500',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('access-control-allow-origin')).toBeNull();
    // A same-site page on another port is another origin too.
    const sameSite = await fetch(`${demo.url}__faults`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost:1', 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    expect(await (await fetch(`${demo.url}__faults`)).json()).toEqual({});
  });

  it('refuses a request that reached the server under a foreign host name (DNS rebinding)', async () => {
    // fetch cannot set Host: a raw request can, as a rebound browser would send it.
    const { port } = new URL(demo.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        { host: 'localhost', port, path: '/__faults', method: 'POST', headers: { host: `evil.example:${port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      req.end('assets=500');
    });
    expect(status).toBe(403);
    expect(await (await fetch(`${demo.url}__faults`)).json()).toEqual({});
  });

  it('takes a switch from the server’s own origin and from a test runner', async () => {
    const fromPage = await fetch(`${demo.url}__faults`, { method: 'POST', headers: own(), body: 'assets=500' });
    expect(fromPage.status).toBe(200);
    expect(await fromPage.json()).toEqual({ assets: '500' });
    expect((await fetch(`${demo.url}__faults`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('leads', () => {
  it('refuses a forged text/plain lead from another origin and stores nothing', async () => {
    const before = await leadCount();
    const forged = await fetch(`${demo.url}api/leads`, {
      method: 'POST',
      headers: { ...EVIL, 'content-type': 'text/plain' },
      body: JSON.stringify(LEAD),
    });
    expect(forged.status).toBe(403);
    const forgedJson = await fetch(`${demo.url}api/leads`, {
      method: 'POST',
      headers: { ...EVIL, 'content-type': 'application/json' },
      body: JSON.stringify(LEAD),
    });
    expect(forgedJson.status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a text/plain lead even without an Origin: a lead is JSON', async () => {
    const res = await fetch(`${demo.url}api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(LEAD),
    });
    expect(res.status).toBe(415);
  });

  it('takes a lead from the form page’s origin', async () => {
    const before = await leadCount();
    const res = await fetch(`${demo.url}api/leads`, {
      method: 'POST',
      headers: { ...own(), 'content-type': 'application/json' },
      body: JSON.stringify(LEAD),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await leadCount()).toBe(before + 1);
  });

  it('never lets another origin read the lead list', async () => {
    const res = await fetch(`${demo.url}api/leads`, { headers: EVIL });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('jane@example.com');
    const preflight = await fetch(`${demo.url}api/leads`, {
      method: 'OPTIONS',
      headers: { ...EVIL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the lead list only to tests: a demo started without BP_TEST_ROUTES refuses it', async () => {
    const res = await fetch(`${plain.url}api/leads`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('BP_TEST_ROUTES=1');
  });
});

describe('slow clients', () => {
  it('cuts off a client that trickles a request body', async () => {
    const { port } = new URL(demo.url);
    const outcome = await new Promise<{ answer: string; sent: number }>((resolve) => {
      const socket = connect(Number(port), 'localhost');
      let answer = '';
      let sent = 0;
      let timer: ReturnType<typeof setInterval> | undefined;
      socket.on('connect', () => {
        socket.write('POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
        // One byte every 100 ms: the whole body would take almost three hours.
        timer = setInterval(() => {
          if (socket.writable) {
            socket.write('x');
            sent += 1;
          }
        }, 100);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const done = () => {
        clearInterval(timer);
        resolve({ answer, sent });
      };
      socket.on('close', done);
      socket.on('error', done);
    });
    expect(outcome.sent).toBeLessThan(100_000);
    expect(outcome.answer === '' || outcome.answer.startsWith('HTTP/1.1 408 Request Timeout')).toBe(true);
  });
});

describe('source maps', () => {
  it('are not served from /dist/ unless asked for', async () => {
    expect((await fetch(`${plain.url}dist/bp-configurator.js.map`)).status).toBe(404);
  });
});
