/**
 * The demo store's leads: POST /api/leads validates, appends one JSON line and
 * fsyncs before answering 201; GET /api/leads lists them (demo/store/leads.mjs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './demoServer';

let folder: string;
let file: string;
let demo: DemoServer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bp-leads-'));
  // A folder that does not exist yet: the server creates it.
  file = join(folder, 'nested', 'leads.jsonl');
  demo = await startDemo({ BP_LEADS_FILE: file });
});

afterAll(async () => {
  await demo?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const HIDDEN = {
  accessories: 'Hard lid – Jet Black, Tub liner',
  balloon: '0',
  body_type: 'Double Cab Pick Up',
  colour: 'Jet Black',
  deposit: '5000',
  drive_type: '4WD',
  fuel_type: 'Diesel',
  interest_rate: '7.5',
  interior: 'Black Cloth',
  loan_term: '3',
  model1: 'GLS',
  model: 'Triton GLS',
  model_year: '2025',
  option: '',
  sku: 'TR25GLSDCPA6D-W37',
  transmission: '6-speed automatic',
  url: 'http://localhost/#/triton?model-selection=TR25GLSDCPA6D',
  vehicle_price: '$62,490',
  lead_type: 'PRIVATE PRICE QUOTE',
  form_name: 'Get a Dealer Quote',
  build_code: '9NTC-2',
};

function validLead(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jane',
    lastName: "O'Brien",
    email: 'jane@example.com',
    phone: '0412 345 678',
    postcode: '2000',
    numberOfVehicles: '2-4',
    dealerId: 'parramatta',
    comments: 'Weekday mornings suit me.',
    consent: true,
    cta: 'get-a-quote',
    hidden: HIDDEN,
    ...overrides,
  };
}

const post = (body: string) => fetch(`${demo.url}api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('POST /api/leads', () => {
  it('stores a valid lead durably (one JSON line on disk before the 201) and lists it', async () => {
    const response = await post(JSON.stringify(validLead()));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; receivedAt: string };
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);

    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    const stored = JSON.parse(lines.at(-1)!);
    expect(stored).toMatchObject({
      id: answer.id,
      receivedAt: answer.receivedAt,
      firstName: 'Jane',
      lastName: "O'Brien",
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      numberOfVehicles: '2-4',
      dealer: {
        id: 'parramatta',
        name: 'Parramatta Mitsubishi',
        address: { street: '45 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '(02) 5550 4550' },
      },
      comments: 'Weekday mornings suit me.',
      consent: true,
      cta: 'get-a-quote',
      hidden: HIDDEN,
    });

    const listed = await fetch(`${demo.url}api/leads`);
    expect(listed.status).toBe(200);
    const { leads } = (await listed.json()) as { leads: { id: string }[] };
    expect(leads.map((lead) => lead.id)).toContain(answer.id);
  });

  it('appends: two leads are two lines, in order', async () => {
    const before = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
    const a = await post(JSON.stringify(validLead({ firstName: 'Ann', cta: 'book-a-test-drive' })));
    const b = await post(JSON.stringify(validLead({ firstName: 'Bo', numberOfVehicles: '5+' })));
    expect([a.status, b.status]).toEqual([201, 201]);
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBe(before + 2);
    expect(lines.slice(-2).map((line) => JSON.parse(line).firstName)).toEqual(['Ann', 'Bo']);
  });

  it('fills missing hidden fields with empty text', async () => {
    const response = await post(JSON.stringify(validLead({ hidden: { sku: 'X1' } })));
    expect(response.status).toBe(201);
    const stored = JSON.parse(readFileSync(file, 'utf8').split('\n').filter(Boolean).at(-1)!);
    expect(stored.hidden.sku).toBe('X1');
    expect(stored.hidden.colour).toBe('');
    expect(Object.keys(stored.hidden)).toEqual(Object.keys(HIDDEN));
  });

  it('answers 400 with a message per invalid field, and stores nothing', async () => {
    const before = readFileSync(file, 'utf8');
    const response = await post(
      JSON.stringify({
        firstName: '',
        lastName: 'x'.repeat(51),
        email: 'jane@',
        phone: '12345',
        postcode: '20000',
        numberOfVehicles: '3',
        dealerId: 'nowhere',
        comments: 'c'.repeat(1001),
        consent: 'yes',
        cta: 'buy-now',
        hidden: { sku: 42, bogus: 'x', url: 'u'.repeat(2049) },
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Last name must be 50 characters or fewer',
      email: 'Enter an email address like name@example.com',
      phone: 'Enter an Australian phone number, like 0412 345 678',
      postcode: 'Enter a 4-digit postcode',
      numberOfVehicles: 'Choose how many vehicles you need',
      dealerId: 'Choose a preferred dealer',
      comments: 'Comments must be 1000 characters or fewer',
      consent: 'Tick the box to agree to be contacted about your enquiry',
      cta: 'Unknown enquiry type',
      'hidden.sku': 'Hidden fields must be text',
      'hidden.bogus': 'Unknown hidden field',
      'hidden.url': 'Hidden fields must be 2048 characters or fewer',
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('rejects wrong types, names with digits and a missing body', async () => {
    const typed = await post(JSON.stringify(validLead({ firstName: 7, email: ['a@b.co'], consent: 1 })));
    expect(typed.status).toBe(400);
    expect(Object.keys(((await typed.json()) as { fields: object }).fields).sort()).toEqual(['consent', 'email', 'firstName']);
    const digits = await post(JSON.stringify(validLead({ lastName: 'R2D2' })));
    expect(((await digits.json()) as { fields: object }).fields).toEqual({ lastName: 'Use letters, spaces, hyphens and apostrophes only' });
    for (const body of ['not json', '[]', 'null']) expect((await post(body)).status).toBe(400);
  });

  it('accepts Australian phone formats: spaces, brackets, +61', async () => {
    for (const phone of ['(02) 9000 0000', '+61 412 345 678', '0412-345-678'])
      expect((await post(JSON.stringify(validLead({ phone })))).status).toBe(201);
  });

  it('answers 400 to a body over 100 KB and keeps serving', async () => {
    const huge = JSON.stringify(validLead({ comments: 'x'.repeat(110 * 1024) }));
    const response = await post(huge);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/exceeds 102400 bytes/);
    expect((await fetch(`${demo.url}api/leads`)).status).toBe(200);
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${demo.url}api/leads`, { method: 'DELETE' })).status).toBe(405);
  });
});
