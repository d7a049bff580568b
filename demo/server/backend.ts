// The development back end's state and routing: the routes modules register, the platform's nonces,
// what it received (for tests to read), and the faults tests ask for (slow, 500, garbage, ...).
import { randomBytes } from 'node:crypto';
import type { HintedPage } from './preload-hints';

export interface DemoRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Form fields of a urlencoded or multipart body, plus the query string. */
  form: Record<string, string>;
  /** Cookies the browser sent. */
  cookies: Record<string, string>;
  match: RegExpMatchArray;
}

export interface DemoResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Returns undefined to let the next matching route answer. */
export type Handler = (request: DemoRequest) => DemoResponse | undefined | Promise<DemoResponse | undefined>;

/** What a test can ask a route to do instead of answering normally. */
export type FaultMode = 'slow' | 'status-500' | 'status-404' | 'garbage' | 'hang' | 'block' | 'empty';

export interface Fault {
  /** Applies to requests whose path (with query) matches. */
  path: RegExp;
  mode: FaultMode;
  /** For `slow`: the delay in ms before the normal answer. */
  delayMs?: number;
  /**
   * For `slow`: the normal answer waits for this instead of `delayMs` (`Backend.hold`). A test that
   * looks at the page while a request is still out holds it: on a loaded machine a fixed delay can
   * run out before the test has looked.
   */
  until?: Promise<unknown>;
  /** How many requests it applies to (Infinity by default). */
  times?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  at: number;
}

interface Route {
  method: string;
  path: RegExp;
  handler: Handler;
}

const nonceLifetimeMs = 12 * 60 * 60 * 1000;

export class Backend {
  readonly routes: Route[] = [];
  readonly received: ReceivedRequest[] = [];
  faults: Fault[] = [];
  /** Nonces the platform printed, with their expiry time. */
  readonly nonces = new Map<string, number>();
  /** Per-test state routes keep (counters, limits); cleared by `reset()`. */
  state: Record<string, unknown> = {};
  /** The host's modulepreload hints for a page, bundle files (demo/server/preload-hints.ts; set by the server). */
  preloads: (page: HintedPage) => string[] = () => [];
  /** Answers still held by `hold`, let go by `releaseHeld()` so no request outlives its test. */
  private held: (() => void)[] = [];

  route(method: string, path: RegExp, handler: Handler): void {
    this.routes.push({ method, path, handler });
  }

  /** A fresh nonce as the platform prints it: 10 lowercase hex characters. */
  issueNonce(): string {
    const nonce = randomBytes(5).toString('hex');
    this.nonces.set(nonce, Date.now() + nonceLifetimeMs);
    return nonce;
  }

  nonceValid(nonce: string | undefined): boolean {
    const expiry = nonce ? this.nonces.get(nonce) : undefined;
    return expiry !== undefined && expiry > Date.now();
  }

  /** Every nonce issued so far stops working (the page is older than its nonce). */
  expireNonces(): void {
    for (const nonce of this.nonces.keys()) this.nonces.set(nonce, 0);
  }

  fault(fault: Fault): void {
    this.faults.push(fault);
  }

  /**
   * Holds the answer to requests matching `path` (as many as `times`) until the returned function
   * is called; they are then answered normally.
   */
  hold(path: RegExp, times?: number): () => void {
    let release!: () => void;
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.push(release);
    this.fault({ path, mode: 'slow', until, times });
    return release;
  }

  /** Answers every request `hold` still holds (the server's `settle` does, before it waits). */
  releaseHeld(): void {
    for (const release of this.held.splice(0)) release();
  }

  /** Forget faults, what was received and per-test state, so tests stay independent. */
  reset(): void {
    this.releaseHeld();
    this.faults = [];
    this.received.length = 0;
    this.state = {};
  }

  /** What arrived at paths matching `path`, oldest first. */
  receivedAt(path: RegExp): ReceivedRequest[] {
    return this.received.filter((request) => path.test(request.path));
  }

  takeFault(pathWithQuery: string): Fault | undefined {
    const fault = this.faults.find((candidate) => candidate.path.test(pathWithQuery));
    if (!fault) return undefined;
    fault.times = (fault.times ?? Number.POSITIVE_INFINITY) - 1;
    if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }
}
