/**
 * The few parts of the Workers platform the relay uses beyond web standards, declared here
 * rather than taken from `@cloudflare/workers-types`: those declare `Request`, `Response` and the
 * rest as globals of their own, which clash with the DOM's in the one TypeScript program the site,
 * its tests and the Worker share. Everything else the Worker calls (`fetch`, `crypto.subtle`,
 * `URL`, `setTimeout`) is standard and typed by the DOM library. Shapes as documented at
 * https://developers.cloudflare.com/durable-objects/api/ and /workers/runtime-apis/.
 */

/** The storage of one Durable Object: its key-value API and its alarm. */
interface DurableObjectStorage {
  get<Value>(key: string): Promise<Value | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  /** Every key starting with `prefix`, in order, with its value. */
  list<Value>(options: { prefix: string }): Promise<Map<string, Value>>;
  deleteAll(): Promise<void>;
  /** Calls the object's `alarm()` at this time (milliseconds since the epoch); one alarm at a time. */
  setAlarm(scheduledTime: number): Promise<void>;
  getAlarm(): Promise<number | null>;
  deleteAlarm(): Promise<void>;
}

interface DurableObjectState {
  storage: DurableObjectStorage;
}

interface DurableObjectId {
  toString(): string;
}

/** A Durable Object's methods as another Worker calls them (RPC): every one answers with a promise. */
type DurableObjectStub<Object> = {
  [Name in keyof Object as Object[Name] extends (...args: never[]) => Promise<unknown> ? Name : never]: Object[Name];
};

/** A Durable Object class's binding: one object per name, the same one wherever it is asked for. */
interface DurableObjectNamespace<Object> {
  idFromName(name: string): DurableObjectId;
  get(id: DurableObjectId): DurableObjectStub<Object>;
}

/** The static assets' binding: `dist/` as the platform serves it, `_headers` and 404 pages included. */
interface Fetcher {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

/** What a request's handler may leave running after its answer. */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

declare module 'cloudflare:workers' {
  /** The base class of a Durable Object: its state (`ctx`) and the Worker's bindings (`env`). */
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: DurableObjectState;
    protected readonly env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
