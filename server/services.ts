/**
 * Long-lived in-process parts of a web instance that a module supplies (its
 * manifest's `services`), such as the search module's catalogue index. The
 * web server starts them after the app opens and stops them before it closes;
 * `npm run worker` runs none. Code reaches one through `deps.services.get(key)`,
 * where the key is exported by the module that owns it.
 */
export interface Service {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A typed name for a service: `export const SEARCH_INDEX = serviceKey<SearchIndexService>('search.index')`. */
export interface ServiceKey<T extends Service> {
  readonly name: string;
  /** Carries T for the type checker only. */
  readonly type?: T;
}

export const serviceKey = <T extends Service>(name: string): ServiceKey<T> => ({ name });

export class ServiceRegistry {
  private readonly services = new Map<string, Service>();

  set<T extends Service>(key: ServiceKey<T>, service: T): void {
    if (this.services.has(key.name)) throw new Error(`service "${key.name}" is registered twice`);
    this.services.set(key.name, service);
  }

  /** The running service, or undefined (in the worker, or before the server started it). */
  get<T extends Service>(key: ServiceKey<T>): T | undefined {
    return this.services.get(key.name) as T | undefined;
  }

  /** Every registered service, in registration order. */
  all(): Service[] {
    return [...this.services.values()];
  }
}
