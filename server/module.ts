/**
 * What a domain module contributes to the app, in one typed value: its
 * `server/modules/<domain>/index.ts` exports it, and `server/modules/index.ts`
 * lists every module in order. The platform (schema build, data source, job
 * runner, HTTP app, SEO heads, account erasure) reads that list at boot and
 * imports no module's files: a new module is its folder plus one line there.
 *
 * Order matters in two places: erasure steps run in list order (a module's
 * step may rely on the steps of modules listed before it), and HTTP routes
 * are mounted in list order.
 */
import type { AppDeps, PersonalDataEraser } from './graphql/context.js';
import type { Identity } from './graphql/identity.js';
import type { HttpRoute } from './http/route.js';
import type { PageHeadResolver } from './http/seo/page-meta.js';
import type { SitemapSource } from './http/seo/sitemap.js';
import type { JobDefinition } from './jobs/queue.js';
import type { Service, ServiceKey } from './services.js';

/** One service a module supplies, under the key other code finds it by. */
export interface ServiceEntry<T extends Service = Service> {
  key: ServiceKey<T>;
  service: T;
}

/** A TypeORM entity class or a type-graphql resolver class. */
// biome-ignore lint/complexity/noBannedTypes: TypeORM and type-graphql take bare class constructors
type Class = Function;

export interface StartContext {
  deps: AppDeps;
  /** True when this process runs the embedded database (a newcomer's `npm start`). */
  embedded: boolean;
  /** Aborted when the server begins to shut down: background work stops at the next safe point. */
  signal: AbortSignal;
  /**
   * Work that goes on after start (the demo seed). Shutdown aborts `signal`,
   * then waits for these (beside draining HTTP) before it stops the jobs and
   * the database they use.
   */
  background(task: Promise<unknown>): void;
}

export interface FramestockModule {
  /** The folder name under server/modules/. */
  name: string;
  /** TypeORM entities of the tables the module owns (its migrations live in migrations/). */
  entities?: readonly Class[];
  /** type-graphql resolver classes: the module's part of the schema. */
  resolvers?: readonly Class[];
  /** Background jobs and schedules (pg-boss), run by the web process and `npm run worker`. */
  jobs?(deps: AppDeps): readonly JobDefinition[];
  /**
   * Account erasure: what to delete or anonymise of one person, run inside the
   * erasure transaction, in module order, before the user row is deleted.
   */
  erase?: PersonalDataEraser;
  /**
   * Root Query fields that only read the published catalogue and may trail a
   * write by a replica's lag (browse, search, detail): an operation made only
   * of such fields reads from a replica when DATABASE_REPLICA_URLS is set.
   */
  replicaReads?: readonly string[];
  /** Plain HTTP routes (`/api/...` endpoints, webhooks, redirects). */
  routes?(deps: AppDeps): readonly HttpRoute[];
  /** The HTML head of route-table pages that show one of the module's records, by route id. */
  pages?: Readonly<Record<string, PageHeadResolver>>;
  /** What the module adds to /sitemap.xml, after the static pages and earlier modules' sources. */
  sitemap?: readonly SitemapSource[];
  /** Supplied by exactly one module (accounts): turns access tokens into viewers. */
  identity?(deps: Pick<AppDeps, 'config' | 'db'>): Identity;
  /**
   * In-process services of a web instance (server/services.ts), started in
   * module order once the app is open and stopped in reverse before it closes.
   */
  services?(deps: AppDeps): readonly ServiceEntry[];
  /** Runs in `npm start` once the server listens (demo data, first-start accounts), in module order; long work goes to `ctx.background`. */
  onStart?(ctx: StartContext): Promise<void>;
}

/** Identity for readability at the definition site: `export default defineModule({...})`. */
export function defineModule(module: FramestockModule): FramestockModule {
  return module;
}

/** The manifests flattened into what each part of the platform reads. */
export interface ModuleSet {
  readonly modules: readonly FramestockModule[];
  readonly entities: readonly Class[];
  readonly resolvers: readonly Class[];
  readonly erasers: readonly PersonalDataEraser[];
  readonly pages: Readonly<Record<string, PageHeadResolver>>;
  readonly sitemap: readonly SitemapSource[];
  readonly replicaReads: ReadonlySet<string>;
  jobs(deps: AppDeps): JobDefinition[];
  routes(deps: AppDeps): HttpRoute[];
  services(deps: AppDeps): ServiceEntry[];
  identity(deps: Pick<AppDeps, 'config' | 'db'>): Identity;
}

const sets = new WeakMap<readonly FramestockModule[], ModuleSet>();

/** The set of a module list, made once per list (so the schema built from it is built once too). */
export function moduleSet(modules: readonly FramestockModule[]): ModuleSet {
  let set = sets.get(modules);
  if (!set) {
    set = flatten(modules);
    sets.set(modules, set);
  }
  return set;
}

function flatten(modules: readonly FramestockModule[]): ModuleSet {
  const names = new Set<string>();
  const pages: Record<string, PageHeadResolver> = {};
  for (const m of modules) {
    if (names.has(m.name)) throw new Error(`module "${m.name}" is listed twice`);
    names.add(m.name);
    for (const [routeId, resolve] of Object.entries(m.pages ?? {})) {
      if (pages[routeId]) throw new Error(`two modules give the head of route "${routeId}"`);
      pages[routeId] = resolve;
    }
  }
  const identities = modules.filter((m) => m.identity);
  const identityModule = identities[0];
  if (identities.length !== 1 || !identityModule?.identity) {
    throw new Error(`exactly one module must supply the identity (found ${identities.length})`);
  }
  const supplyIdentity = identityModule.identity.bind(identityModule);
  return {
    modules,
    entities: modules.flatMap((m) => m.entities ?? []),
    resolvers: modules.flatMap((m) => m.resolvers ?? []),
    erasers: modules.flatMap((m) => (m.erase ? [m.erase] : [])),
    pages,
    sitemap: modules.flatMap((m) => m.sitemap ?? []),
    replicaReads: new Set(modules.flatMap((m) => m.replicaReads ?? [])),
    jobs: (deps) => modules.flatMap((m) => m.jobs?.(deps) ?? []),
    routes: (deps) => modules.flatMap((m) => m.routes?.(deps) ?? []),
    services: (deps) => modules.flatMap((m) => m.services?.(deps) ?? []),
    identity: supplyIdentity,
  };
}
