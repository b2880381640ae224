/**
 * HCP Portal's own lint rules, registered in eslint.config.js as plugin `hcp`.
 *
 * `override-access`: the portal API reads and writes through Payload's local API as the caller (`user`,
 * `overrideAccess: false`), so the collections' rules in apps/cms/src/access/ decide whose rows a call sees. A call
 * that skips them must say why, on the line before:
 * `// eslint-disable-next-line hcp/override-access -- <reason>` (docs/architecture.md, "Who may read or change a row").
 */

/** The property's name when it is written as a plain key (`overrideAccess:` or `'overrideAccess':`), else undefined. */
function keyName(property) {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const overrideAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'Require a stated reason for every local-API call that skips the access rules.' },
    messages: {
      unexplained:
        'overrideAccess: true skips the access rules in access/: read as the caller (user, overrideAccess: false), or put `// eslint-disable-next-line hcp/override-access -- <reason>` on the line before.',
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (keyName(node) !== 'overrideAccess') return;
        if (node.value.type !== 'Literal' || node.value.value !== true) return;
        context.report({ node, messageId: 'unexplained' });
      },
    };
  },
};

export default {
  meta: { name: 'hcp' },
  rules: { 'override-access': overrideAccess },
};
