/**
 * `npm run codegen`: typed documents for the web client from schema.graphql and
 * the operations in client/src/graphql/*.graphql (client preset). Screens pass
 * the generated documents to Apollo Client 4's own hooks:
 *
 *   import { useQuery } from '@apollo/client/react';
 *   import { MeDocument } from '../graphql/generated/graphql';
 *   const { data } = useQuery(MeDocument); // data.me is fully typed
 *
 * (typescript-react-apollo does not support Apollo Client 4; typed document
 * nodes + Apollo's hooks are our generated hooks.) The output is committed.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/graphql/generated/': {
      preset: 'client',
      presetConfig: {
        // Plain result types: fragments are for colocation, not masking (Apollo 4 has its own masking).
        fragmentMasking: false,
      },
      config: {
        scalars: {
          DateTimeISO: 'string',
          JSONObject: 'Record<string, unknown>',
        },
        strictScalars: true,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: false,
      },
    },
    // Which concrete types implement each interface (Media → Asset, Image, Audio): without it
    // Apollo's cache cannot match fragments on an interface and silently drops their fields.
    'client/src/graphql/possible-types.generated.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
