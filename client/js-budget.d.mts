// Types of js-budget.mjs (plain JS, so the bench can read it with bare Node).
export declare const FIRST_ROUTE_JS_BUDGET_KB: number;
export declare const NOT_ON_FIRST_ROUTE: readonly string[];
export declare const FETCH_QUERY_IMPORTERS: readonly string[];
export declare const GRAPHQL_REQUEST_IMPORTERS: readonly string[];
