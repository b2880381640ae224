// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Leaves out the arguments of zod's `.meta(…)`: OpenAPI ids and descriptions, which change only the generated
 * docs/api/openapi.json (reviewed as a diff when `npm run openapi` writes it), never what a schema accepts.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'openapi-meta', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      const call = path.parentPath;
      if (path.listKey !== 'arguments' || !call?.isCallExpression()) return undefined;
      const callee = call.node.callee;
      const isMeta =
        callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'meta';
      return isMeta
        ? 'OpenAPI metadata: it only documents the schema (docs/testing.md, "Mutation testing").'
        : undefined;
    },
  }),
];
