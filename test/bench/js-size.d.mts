// Types of js-size.mjs (plain JS, run by the bench with bare Node), for test/contract/js-budget.test.ts.
export interface Build {
  assetsDir: string;
  entry: string[];
  sources: Map<string, string[]>;
  chunkFor(source: string): string | undefined;
  closure(files: readonly string[]): Set<string>;
  gzipBytes(file: string): number;
}
export interface FirstRoute {
  files: Set<string>;
  raw: number;
  gzip: number;
  served: number;
  /** Absolute paths of every source bundled into the first route. */
  bundled: string[];
}
export declare function readBuild(clientDir?: string): Build | undefined;
export declare function firstRoute(build: Build): FirstRoute | undefined;
export declare function jsSizeRows(
  row: (name: string, value: string, target: string, ok?: boolean) => void,
  clientDir?: string,
): Promise<void>;
