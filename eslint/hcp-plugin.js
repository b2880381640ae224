/**
 * HCP Portal's own lint rules, registered in eslint.config.js as plugin `hcp`.
 *
 * `override-access`: HTTP handlers read and write through Payload's local API as the caller (`user`,
 * `overrideAccess: false`), so the collections' rules in apps/cms/src/access/ decide whose rows a call sees. Payload's
 * local API skips those rules unless told otherwise, so a call must say `overrideAccess: false`, and one that skips
 * them must say why, on the line before: `// eslint-disable-next-line hcp/override-access -- <reason>`
 * (docs/architecture.md, "Who may read or change a row").
 *
 * `override-access-reason`: a disable comment for `override-access` states its reason after ` -- `, on the line before
 * the one call it excuses.
 */

/** Payload's local-API operations that take `overrideAccess`, which each of them defaults to true. */
const LOCAL_API_OPERATIONS = new Set([
  'find',
  'findByID',
  'findDistinct',
  'create',
  'update',
  'delete',
  'duplicate',
  'count',
  'countVersions',
  'findVersions',
  'findVersionByID',
  'restoreVersion',
  'findGlobal',
  'updateGlobal',
  'countGlobalVersions',
  'findGlobalVersions',
  'findGlobalVersionByID',
  'restoreGlobalVersion',
  'login',
  'forgotPassword',
  'resetPassword',
  'unlock',
]);

/** The property's name when it is written as a plain key (`overrideAccess:` or `'overrideAccess':`), else undefined. */
function keyName(property) {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return undefined;
}

/** The name a member expression's property is written with (`a.b`, `a['b']`), else undefined. */
function memberName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return undefined;
}

/** Whether `node` is the Payload instance as handlers reach it: `payload`, or `….payload` (`req.payload`). */
function isPayload(node) {
  if (node.type === 'Identifier') return node.name === 'payload';
  return node.type === 'MemberExpression' && memberName(node) === 'payload';
}

/** @type {import('eslint').Rule.RuleModule} */
const overrideAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'Require every local-API call of an HTTP handler to read as the caller, or say why not.' },
    messages: {
      unexplained:
        'overrideAccess: true skips the access rules in access/: read as the caller (user, overrideAccess: false), or put `// eslint-disable-next-line hcp/override-access -- <reason>` on the line before.',
      notLiteral:
        'Write overrideAccess as `false`, or as `true` with `// eslint-disable-next-line hcp/override-access -- <reason>` on the line before: a value decided at run time hides whether the access rules apply.',
      omitted:
        'Payload skips the access rules when overrideAccess is left out: pass `user` and `overrideAccess: false`, or `overrideAccess: true` with `// eslint-disable-next-line hcp/override-access -- <reason>` on the line before.',
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (keyName(node) !== 'overrideAccess') return;
        const { value } = node;
        if (value.type === 'Literal' && value.value === false) return;
        context.report({
          node,
          messageId: value.type === 'Literal' && value.value === true ? 'unexplained' : 'notLiteral',
        });
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || !isPayload(callee.object)) return;
        if (!LOCAL_API_OPERATIONS.has(memberName(callee))) return;
        const [options] = node.arguments;
        // Options built elsewhere are judged where their object is written.
        if (options?.type !== 'ObjectExpression') return;
        // A spread may bring overrideAccess with it; its own object is judged where it is written.
        if (options.properties.some((property) => property.type === 'SpreadElement')) return;
        if (options.properties.some((property) => property.computed || keyName(property) === 'overrideAccess')) return;
        context.report({ node: callee.property, messageId: 'omitted' });
      },
    };
  },
};

/** The parts of an ESLint directive comment: its kind, the rules it names, and its description after ` -- `. */
function directiveOf(comment) {
  const match = /^\s*(eslint-disable(?:-next-line|-line)?)(?:\s|$)([\s\S]*)$/u.exec(comment.value);
  if (!match) return undefined;
  const [rules, ...description] = match[2].split(/\s-{2,}(?:\s|$)/u);
  return {
    kind: match[1],
    rules: rules.split(',').map((rule) => rule.trim()),
    description: description.join(' ').trim(),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const overrideAccessReason = {
  meta: {
    type: 'problem',
    docs: { description: 'Require a reason on every disable comment of hcp/override-access, for one line at a time.' },
    messages: {
      noReason:
        'Say why this call may skip the access rules: `// eslint-disable-next-line hcp/override-access -- <reason>`.',
      nextLineOnly:
        'Excuse one call at a time: `// eslint-disable-next-line hcp/override-access -- <reason>` on the line before it.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = directiveOf(comment);
          if (!directive?.rules.includes('hcp/override-access')) continue;
          if (directive.kind !== 'eslint-disable-next-line')
            context.report({ loc: comment.loc, messageId: 'nextLineOnly' });
          else if (directive.description === '') context.report({ loc: comment.loc, messageId: 'noReason' });
        }
      },
    };
  },
};

export default {
  meta: { name: 'hcp' },
  rules: { 'override-access': overrideAccess, 'override-access-reason': overrideAccessReason },
};
