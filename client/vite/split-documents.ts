/**
 * One module per GraphQL document in the build.
 *
 * graphql-codegen's client preset writes every document of the app into one
 * file, `client/src/graphql/generated/graphql.ts`. A bundler never splits a
 * module between chunks, so that file went whole into the first chunk that
 * needed it — and a phone opening `/` downloaded every admin query (about
 * 7 KB gzip, growing with every screen). This plugin serves the file as a
 * barrel instead: each `export const XDocument = {…}` line becomes
 * `export { XDocument } from '<virtual module>'`, and the virtual module
 * holds that one document. Tree-shaking then puts each document in the chunk
 * of the screen that uses it. The file on disk, its types and every import of
 * it stay as they are, so `npm run codegen` and the screens need nothing new.
 *
 * Each document also carries its printed text, where graphql-js keeps a
 * parsed document's source (`loc.source.body`): the requests that do not go
 * through Apollo (lib/graphqlRequest.ts, the live notifications socket) send
 * it as it is. Printing at run time was the first use of graphql-js's
 * printer on a page, ~15–20 ms of main thread here (×4 on Lighthouse's
 * phone), and it kept the printer in the first route's JavaScript.
 */
import { type DocumentNode, print } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = /[\\/]client[\\/]src[\\/]graphql[\\/]generated[\\/]graphql\.ts$/;
const VIRTUAL = 'virtual:graphql-document/';
/** The client preset's document lines: one pre-parsed AST per line, typed by a cast. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

export function splitDocuments(): Plugin {
  /** Document name → its AST literal, from the last load of the generated file. */
  const documents = new Map<string, string>();
  return {
    name: 'framestock:split-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      let found = 0;
      const barrel = code.replace(DOCUMENT_LINE, (_line, name: string, ast: string) => {
        found++;
        documents.set(name, ast);
        return `export { ${name} } from '${VIRTUAL}${name}';`;
      });
      // A preset upgrade that changes the line format must fail the build, not quietly stop splitting.
      if (found === 0)
        this.error('split-documents: no document lines in generated/graphql.ts (codegen format changed?)');
      return { code: barrel, map: null, moduleSideEffects: false };
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const ast = documents.get(name);
      if (ast === undefined) this.error(`split-documents: unknown document ${name}`);
      return {
        code: `export const ${name} = ${withText(JSON.parse(ast) as DocumentNode)};\n`,
        moduleSideEffects: false,
      };
    },
  };
}

/** The document with its printed text as its source, the way graphql-js's `parse` leaves it. */
function withText(document: DocumentNode): string {
  const body = print(document);
  const source = { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } };
  return JSON.stringify({ ...document, loc: { start: 0, end: body.length, source } });
}
