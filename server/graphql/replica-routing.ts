/**
 * Read scale-out: a GraphQL query whose every root field is a public
 * catalogue read (the modules' `replicaReads`: browse, search, detail) runs
 * with `ctx.app.db` pointing at a read replica, the replicas taken in turn.
 * Mutations, and queries touching anything else (the viewer's own data, admin
 * screens), stay on the primary — so a write, and what is read right after
 * it, are on the primary. Code that must see the primary whatever the
 * operation (the search index following the change feed) holds its own
 * reference to it, not ctx.app.db.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { AppDeps, Context } from './context.js';

function rootFields(operation: OperationDefinitionNode, fragments: Record<string, SelectionSetNode>): string[] {
  const out: string[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) out.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet);
      else {
        const fragment = fragments[s.name.value];
        if (fragment) visit(fragment);
      }
    }
  };
  visit(operation.selectionSet);
  return out;
}

export function replicaRoutingPlugin(deps: AppDeps, replicaReads: ReadonlySet<string>): ApolloServerPlugin<Context> {
  let next = 0;
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (deps.replicas.length === 0 || operation?.operation !== 'query') return;
          const fragments: Record<string, SelectionSetNode> = {};
          for (const d of document.definitions) {
            if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d.selectionSet;
          }
          const fields = rootFields(operation, fragments).filter((f) => f !== '__typename');
          if (fields.length === 0 || !fields.every((f) => replicaReads.has(f))) return;
          const replica = deps.replicas[next++ % deps.replicas.length];
          if (replica) contextValue.app = { ...contextValue.app, db: replica };
        },
      };
    },
  };
}
