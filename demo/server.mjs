// @ts-check
/**
 * The demo store: a stand-in for the maker's servers on one machine (see demo/README.md).
 * Serves the store GraphQL (POST and GET /graphql) from the catalog, the AEM asset API
 * listings and generated images, content fragments, swatches, the built element
 * (/dist/) and the demo host page (demo/public/), plus test-only fault switches (/__faults).
 *
 * Run: node demo/server.mjs [--catalog path] [--port n]
 * Env: PORT (default 4173, 0 = any free port), BP_CATALOG, BP_FAULTS, BP_TIMEOUT_MS, HOST,
 * BP_TEST_ROUTES=1 (serve the lead list GET /api/leads, for tests), BP_SOURCE_MAPS=1 (serve /dist/*.map),
 * BP_REQUEST_TIMEOUT_MS (how long a client may take to send a whole request, default 10000),
 * BP_MAX_ANSWER_NODES (the most nodes a GraphQL answer may have, default 100000; demo/store/limits.mjs).
 *
 * Test doors: /__faults and POST /api/leads answer only requests from the server's own origin
 * (a browser's Origin and Sec-Fetch-Site say so; curl and test runners send neither) and carry
 * no CORS headers, so no other web page can flip a fault, forge a lead or read the leads.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDam, faultKeyForPath } from './store/assets.mjs';
import { CatalogError, DEFAULT_CATALOG, loadCatalog } from './store/catalog.mjs';
import { FaultError, checkFaults, mergeFaults, parseFaultText } from './store/faults.mjs';
import { INTERNAL_ERROR_ANSWER, answerStatus, createAnswerWorkers } from './store/answerWorkers.mjs';
import { createGraphql } from './store/graphql.mjs';
import { MAX_ANSWER_NODES } from './store/limits.mjs';
import { answerLocation } from './store/location.mjs';
import { handleLeads, leadsFile, repairLeads } from './store/leads.mjs';
import { specificationsPdf } from './store/specifications.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PUBLIC_DIR = resolve(here, 'public');
/** Authored variant listings (spec 7.9), by DAM path: some variants only; the others answer a generated listing. */
const LISTINGS_DIR = resolve(here, 'listings');
const DIST_DIR = resolve(here, '../dist');

/** Largest request body accepted. */
export const MAX_BODY_BYTES = 100 * 1024;
/** Past this many bytes of an oversized body, stop draining and drop the connection. */
const DRAIN_LIMIT = 10 * 1024 * 1024;
/** Default time a client has to send a whole request (headers and body): a trickling client is cut off after it. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Host names the test doors answer to (a page on another name reaching this server by DNS rebinding is refused). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, preview-version',
  'access-control-max-age': '600',
};

/**
 * For HTML pages (the host page and the dealer form page): a strict
 * Content-Security-Policy, the one the README gives AEM authors. Beyond 'self':
 * 'wasm-unsafe-eval' because model-viewer's bundled meshopt decoder compiles a
 * WebAssembly module (WebAssembly only, never eval); two style hashes: the empty
 * string's, for the empty <style> styled-components creates and then fills through
 * CSSOM, and model-viewer 4.4.0's shadow template <style> (test/unit/security/csp.test.ts
 * recomputes it from node_modules).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' 'sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0='",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
const HTML_SECURITY = { 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' };

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const etagOf = (/** @type {string | Buffer} */ body) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Starts the demo store.
 * @param {{ port?: number, host?: string, catalogPath?: string, faults?: string | Record<string, string>, timeoutMs?: number, slowMs?: number,
 *   testRoutes?: boolean, sourceMaps?: boolean, requestTimeoutMs?: number, maxAnswerNodes?: number }} [options]
 *   testRoutes: serve the lead list (GET /api/leads), for tests only; sourceMaps: serve /dist/*.map;
 *   requestTimeoutMs: how long a client may take to send a whole request; maxAnswerNodes: the most nodes
 *   (fields resolved and list items) a GraphQL answer may have, past which it is refused while it is built.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const catalog = loadCatalog(options.catalogPath ?? DEFAULT_CATALOG);
  const maxAnswerNodes = options.maxAnswerNodes ?? MAX_ANSWER_NODES;
  const builders = createAnswerWorkers({ catalog, maxAnswerNodes });
  const graphql = createGraphql(catalog, { maxAnswerNodes, build: builders.build });
  const dam = createDam(catalog);
  const timeoutMs = options.timeoutMs ?? 30000;
  const slowMs = options.slowMs ?? 3000;
  const testRoutes = options.testRoutes ?? false;
  const sourceMaps = options.sourceMaps ?? false;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  /** @type {Map<import('./store/faults.mjs').FaultKey, import('./store/faults.mjs').FaultKind>} */
  const faults = new Map();
  if (options.faults)
    mergeFaults(faults, typeof options.faults === 'string' ? parseFaultText(options.faults) : checkFaults(options.faults));
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  // A torn last lead that a crash or a full disk left is cut off before anything is taken (every append checks again).
  await repairLeads(leadsFile()).catch((error) => console.error('bp-configurator demo: the leads file could not be repaired yet:', error));

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string | Buffer} body
   * @param {Record<string, string>} headers
   */
  const send = (res, status, body, headers, cors = CORS) => {
    const html = String(headers['content-type'] ?? '').startsWith('text/html');
    res.writeHead(status, { ...cors, 'content-length': String(Buffer.byteLength(body)), ...headers, ...(html ? HTML_SECURITY : {}) });
    res.end(body);
  };
  const sendJson = (
    /** @type {http.ServerResponse} */ res,
    /** @type {number} */ status,
    /** @type {unknown} */ value,
    cache = 'no-store',
    cors = CORS,
  ) => send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache }, cors);
  /** JSON for the test doors: no CORS headers, so no other origin may read it. */
  const sendPrivateJson = (/** @type {http.ServerResponse} */ res, /** @type {number} */ status, /** @type {unknown} */ value) =>
    sendJson(res, status, value, 'no-store', {});

  /**
   * Whether a request comes from a page of another origin (or reached this server under a foreign
   * host name). Browsers say where a request comes from (Origin, Sec-Fetch-Site); a request with
   * neither (curl, a test runner) is no web page's.
   * @param {http.IncomingMessage} req
   */
  const isForeign = (req) => {
    const hostName = String(req.headers.host ?? '')
      .replace(/:\d+$/, '')
      .toLowerCase();
    if (!LOOPBACK_HOSTS.has(hostName) && hostName !== String(options.host ?? 'localhost').toLowerCase()) return true;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== originOf(req)) return true;
    const site = req.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  };

  /** A cacheable answer with an ETag; 304 when the client has it. */
  const sendCached = (
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
    /** @type {string} */ body,
    /** @type {string} */ type,
    /** @type {string} */ cache,
  ) => {
    const etag = etagOf(body);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...CORS, etag, 'cache-control': cache });
      res.end();
      return;
    }
    send(res, 200, body, { 'content-type': type, 'cache-control': cache, etag });
  };

  /**
   * Answers as the switched-on fault says; false when no fault applies.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {import('./store/faults.mjs').FaultKey} key
   */
  const applyFault = async (req, res, key) => {
    const kind = faults.get(key);
    if (!kind) return false;
    if (kind === 'slow') {
      // slow: answer normally, but only after slowMs (a store under load).
      await new Promise((resolveSlow) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolveSlow(undefined);
        }, slowMs);
        timers.add(timer);
      });
      return false;
    }
    const message = `Simulated fault (${kind}) for ${key}`;
    // 500: what the store answers when it fails inside (demo/store/answerWorkers.mjs).
    if (kind === '500') sendJson(res, 500, INTERNAL_ERROR_ANSWER);
    else if (kind === 'malformed')
      send(res, 200, '{"data": {"unterminated": [ <html>Simulated malformed body', {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
    else if (kind === 'graphql-error')
      sendJson(res, 200, { errors: [{ message, extensions: { category: 'graphql-simulated' } }], data: null });
    else if (kind === 'hang') {
      // hang: never answer and keep the connection open (a store whose upstream hangs), until
      // the client gives up or the server closes: only the client's own deadline ends it.
    } else {
      // timeout: never answer; drop the connection after timeoutMs so nothing hangs forever.
      const timer = setTimeout(() => {
        timers.delete(timer);
        req.socket.destroy();
      }, timeoutMs);
      timers.add(timer);
    }
    return true;
  };

  /** Reads a body up to MAX_BODY_BYTES; an oversized body is drained and reported. */
  const readBody = (/** @type {http.IncomingMessage} */ req) =>
    /** @type {Promise<{ tooBig: boolean, text: string }>} */ (
      new Promise((resolveBody, reject) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        req.on('data', (/** @type {Buffer} */ chunk) => {
          size += chunk.length;
          if (size <= MAX_BODY_BYTES) chunks.push(chunk);
          else if (size > DRAIN_LIMIT) req.destroy();
        });
        req.on('end', () => resolveBody({ tooBig: size > MAX_BODY_BYTES, text: Buffer.concat(chunks).toString('utf8') }));
        req.on('error', reject);
      })
    );

  const originOf = (/** @type {http.IncomingMessage} */ req) => `http://${req.headers.host ?? `localhost:${port}`}`;

  /** POST or GET /graphql. */
  const handleGraphql = async (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {URL} */ url) => {
    /** @type {{ query?: unknown, variables?: unknown, operationName?: unknown }} */
    let request;
    if (req.method === 'GET') {
      let variables = null;
      const raw = url.searchParams.get('variables');
      if (raw) {
        try {
          variables = JSON.parse(raw);
        } catch {
          return sendJson(res, 400, { errors: [{ message: 'variables is not JSON.' }] });
        }
      }
      request = {
        query: url.searchParams.get('query') ?? undefined,
        variables,
        operationName: url.searchParams.get('operationName') || undefined,
      };
    } else {
      const body = await readBody(req);
      if (body.tooBig) return sendJson(res, 400, { errors: [{ message: `Request body exceeds ${MAX_BODY_BYTES} bytes.` }] });
      const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json' && mediaType !== 'application/graphql')
        return sendJson(res, 415, {
          errors: [{ message: 'Send application/json ({ "query", "variables", "operationName" }) or application/graphql.' }],
        });
      if (mediaType === 'application/graphql') request = { query: body.text };
      else {
        let json;
        try {
          json = JSON.parse(body.text);
        } catch {
          return sendJson(res, 400, { errors: [{ message: 'Body is not JSON: send { "query", "variables", "operationName" }.' }] });
        }
        if (typeof json !== 'object' || json === null || Array.isArray(json))
          return sendJson(res, 400, { errors: [{ message: 'Body must be a JSON object (batching is not supported).' }] });
        request = json;
      }
    }
    const prepared = graphql.prepare(request);
    if (prepared.status !== 200 || !('document' in prepared) || !prepared.document) return sendJson(res, prepared.status, prepared.body);
    const op = prepared.operationName;
    // The store only reads: a mutation or subscription is a bad request.
    const kinds = prepared.document.definitions.flatMap((d) =>
      d.kind === 'OperationDefinition' && (!op || d.name?.value === op) ? [d.operation] : [],
    );
    if (kinds.some((kind) => kind !== 'query')) return sendJson(res, 400, { errors: [{ message: 'Only queries are supported.' }] });
    if (op && faults.has(/** @type {any} */ (op)) && (await applyFault(req, res, /** @type {any} */ (op)))) return;
    const result = await graphql.run(/** @type {any} */ (prepared), { origin: originOf(req) });
    // No data at all: the request could not run (400), or the store failed building the answer (500).
    const status = answerStatus(result);
    if (status !== 200) return sendJson(res, status, result);
    if (req.method === 'GET') sendCached(req, res, JSON.stringify(result), 'application/json; charset=utf-8', 'public, max-age=300');
    else sendJson(res, 200, result);
  };

  /** GET, POST, DELETE /__faults (test-only; own origin only, no CORS). */
  const handleFaults = async (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    const sendJson = sendPrivateJson;
    if (isForeign(req)) return sendJson(res, 403, { error: 'Fault switches answer only the demo server’s own origin.' });
    if (req.method === 'DELETE') faults.clear();
    else if (req.method === 'POST') {
      const body = await readBody(req);
      if (body.tooBig) return sendJson(res, 400, { error: `Request body exceeds ${MAX_BODY_BYTES} bytes.` });
      try {
        const trimmed = body.text.trim();
        mergeFaults(faults, trimmed.startsWith('{') ? checkFaults(JSON.parse(trimmed)) : parseFaultText(trimmed));
      } catch (error) {
        return sendJson(res, 400, { error: error instanceof FaultError ? error.message : 'Body is neither JSON nor key=kind text.' });
      }
    } else if (req.method !== 'GET') return sendJson(res, 405, { error: 'Use GET, POST or DELETE.' });
    sendJson(res, 200, Object.fromEntries(faults));
  };

  /** A file under root, or false when there is none. */
  const serveFile = async (
    /** @type {http.IncomingMessage} */ req,
    /** @type {http.ServerResponse} */ res,
    /** @type {string} */ root,
    /** @type {string} */ relative,
  ) => {
    let path = resolve(root, '.' + sep + relative);
    if (path !== root && !path.startsWith(root + sep)) return false;
    try {
      let info = await stat(path);
      if (info.isDirectory()) {
        path = join(path, 'index.html');
        info = await stat(path);
      }
      if (!info.isFile()) return false;
    } catch {
      return false;
    }
    const body = await readFile(path);
    const etag = etagOf(body);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...CORS, etag, 'cache-control': 'no-cache' });
      res.end();
      return true;
    }
    send(res, 200, body, {
      'content-type': MIME[/** @type {keyof typeof MIME} */ (extname(path).toLowerCase())] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      etag,
    });
    return true;
  };

  const notFound = (/** @type {http.ServerResponse} */ res) => sendJson(res, 404, { error: 'Not found' });

  /** Routes one request. */
  const route = async (/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendJson(res, 400, { error: 'Malformed path.' });
    }
    if (req.method === 'OPTIONS') {
      // No preflight passes for the test doors: another origin may not send them JSON.
      res.writeHead(204, path === '/__faults' || path === '/api/leads' ? {} : CORS);
      return res.end();
    }
    if (path === '/graphql') {
      if (req.method !== 'GET' && req.method !== 'POST') return sendJson(res, 405, { errors: [{ message: 'Use GET or POST.' }] });
      return handleGraphql(req, res, url);
    }
    if (path === '/__faults') return handleFaults(req, res);
    if (path === '/api/leads') {
      if (isForeign(req)) return sendPrivateJson(res, 403, { error: 'Leads are taken only from the dealer form on this server.' });
      if ((req.method === 'GET' || req.method === 'HEAD') && !testRoutes)
        return sendPrivateJson(res, 403, { error: 'The lead list is served only to tests (start the demo with BP_TEST_ROUTES=1).' });
      return handleLeads(req, res, { readBody, sendJson: sendPrivateJson, maxBodyBytes: MAX_BODY_BYTES });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'Method not allowed.' });
    if (path === '/api/location') {
      if (await applyFault(req, res, 'location')) return;
      const answer = await answerLocation(url.searchParams);
      return sendJson(res, answer.status, answer.body, answer.cache);
    }
    if (path.startsWith('/api/assets/') && path.endsWith('.json')) {
      const damPath = path.slice('/api/assets/'.length, -'.json'.length);
      if (await applyFault(req, res, faultKeyForPath(damPath))) return;
      if (dam.isVariantFolder(damPath)) {
        // The variant listing (spec 7.9): the authored file of demo/listings/ for the variants that have one; every
        // other variant's folder answers its generated listing below (key features, a picture per colour, the colour
        // folders), as the DAM holds a listing for every variant. A missing listing (404) is the tests' own doing.
        const file = await readFile(resolve(LISTINGS_DIR, `${damPath}.json`), 'utf8').catch(() => null);
        if (file !== null) return sendCached(req, res, file, 'application/json; charset=utf-8', 'public, max-age=300');
      }
      const listing = dam.listing(damPath, originOf(req), url.searchParams);
      if (!listing) return notFound(res);
      return sendCached(req, res, JSON.stringify(listing), 'application/json; charset=utf-8', 'public, max-age=300');
    }
    const spec = /^\/content\/dam\/mmal\/specifications\/([A-Za-z0-9_-]+)\.pdf$/.exec(path);
    if (spec) {
      if (await applyFault(req, res, 'assets')) return;
      const pdf = specificationsPdf(catalog, /** @type {string} */ (spec[1]));
      return pdf ? sendCached(req, res, pdf, 'application/pdf', 'public, max-age=86400') : notFound(res);
    }
    if (path.startsWith('/content/dam/')) {
      const damPath = path.slice('/content/dam/'.length);
      if (await applyFault(req, res, faultKeyForPath(damPath))) return;
      const svg = dam.image(damPath);
      if (svg) return sendCached(req, res, svg, 'image/svg+xml', 'public, max-age=86400');
      // Other DAM files (3D models) may sit under demo/public/content/dam/.
      if (await serveFile(req, res, PUBLIC_DIR, path)) return;
      return notFound(res);
    }
    const swatch = /^\/media\/catalog\/swatch\/([a-z0-9-]+)\.svg$/.exec(path);
    if (swatch) {
      const svg = dam.swatch(/** @type {string} */ (swatch[1]));
      return svg ? sendCached(req, res, svg, 'image/svg+xml', 'public, max-age=86400') : notFound(res);
    }
    if (path === '/dist' || path.startsWith('/dist/')) {
      if (path.endsWith('.map') && !sourceMaps) return notFound(res);
      if (await serveFile(req, res, DIST_DIR, path.slice('/dist'.length))) return;
      return notFound(res);
    }
    if (await serveFile(req, res, PUBLIC_DIR, path)) return;
    return notFound(res);
  };

  const server = http.createServer(
    { requestTimeout, headersTimeout: Math.min(requestTimeout, 60_000), connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    (req, res) => {
      route(req, res).catch((error) => {
        console.error('bp-configurator demo: request failed:', error);
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
        else res.destroy();
      });
    },
  );
  server.on('clientError', (error, socket) => {
    // A client too slow to send its request (requestTimeout) gets 408; anything else malformed 400.
    const timedOut = /** @type {NodeJS.ErrnoException} */ (error).code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\n\r\n`);
    else socket.destroy();
  });

  const host = options.host ?? 'localhost';
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, host, () => resolveListen(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}/`,
    port,
    close: () =>
      new Promise((resolveClose) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => builders.close().then(() => resolveClose()));
        server.closeAllConnections();
      }),
  };
}

/** The value of --name value or --name=value. */
function flag(/** @type {string[]} */ args, /** @type {string} */ name) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(flag(args, 'port') ?? process.env.PORT ?? 4173);
  const catalogPath = flag(args, 'catalog') ?? process.env.BP_CATALOG ?? DEFAULT_CATALOG;
  const timeoutMs = Number(process.env.BP_TIMEOUT_MS ?? 30000);
  const slowMs = Number(process.env.BP_SLOW_MS ?? 3000);
  const requestTimeoutMs = Number(process.env.BP_REQUEST_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS);
  const maxAnswerNodes = Number(process.env.BP_MAX_ANSWER_NODES || MAX_ANSWER_NODES);
  if (!Number.isInteger(maxAnswerNodes) || maxAnswerNodes < 1)
    throw new CatalogError('BP_MAX_ANSWER_NODES must be a positive whole number');
  if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs <= 0)
    throw new CatalogError('BP_REQUEST_TIMEOUT_MS must be a positive number of milliseconds');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CatalogError(`PORT must be 0 to 65535, not ${port}`);
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new CatalogError('BP_TIMEOUT_MS must be a number of milliseconds');
  if (!Number.isFinite(slowMs) || slowMs < 0) throw new CatalogError('BP_SLOW_MS must be a number of milliseconds');
  const server = await startServer({
    port,
    catalogPath,
    faults: process.env.BP_FAULTS ?? '',
    timeoutMs,
    slowMs,
    requestTimeoutMs,
    maxAnswerNodes,
    testRoutes: process.env.BP_TEST_ROUTES === '1',
    sourceMaps: process.env.BP_SOURCE_MAPS === '1',
    host: process.env.HOST ?? 'localhost',
  });
  console.log(`bp-configurator demo: ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    if (error instanceof CatalogError) console.error(error.message);
    else if (error instanceof FaultError) console.error(`BP_FAULTS invalid: ${error.message}`);
    else console.error('bp-configurator demo: could not start:', error);
    process.exit(1);
  });
}
