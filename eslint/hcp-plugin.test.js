import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

import hcp from './hcp-plugin.js';

// RuleTester runs its cases through the test framework's own functions.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const languageOptions = { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' };
const unexplained = [{ messageId: 'unexplained' }];
const notLiteral = [{ messageId: 'notLiteral' }];
const omitted = [{ messageId: 'omitted' }];

new RuleTester({ languageOptions }).run('override-access', hcp.rules['override-access'], {
  valid: [
    "payload.find({ collection: 'users', user, overrideAccess: false });",
    "req.payload.findByID({ collection: 'users', id: 1, user: req.user, overrideAccess: false });",
    "payload.find({ collection: 'users', 'overrideAccess': false });",
    // A computed key, or options written elsewhere: judged where the object is written.
    "payload.find({ collection: 'users', [overrideAccess]: true });",
    'payload.find(options);',
    "payload.find({ ...asCaller, collection: 'users' });",
    // Not the local API: Payload's database adapter, another object, or an operation without access rules.
    "payload.db.find({ collection: 'users' });",
    "cache.find({ collection: 'users' });",
    "payload.sendEmail({ to: 'a@example.com' });",
    "payload.verifyEmail({ collection: 'users', token });",
  ],
  invalid: [
    { code: "payload.find({ collection: 'users', overrideAccess: true });", errors: unexplained },
    { code: "payload.find({ collection: 'users', 'overrideAccess': true });", errors: unexplained },
    { code: 'const asServer = { depth: 0, overrideAccess: true } as const;', errors: unexplained },
    {
      code: "payload.find({ collection: 'users', where: { id: { equals: 1 } }, overrideAccess: true, depth: 0 });",
      errors: [{ messageId: 'unexplained', line: 1, column: 67 }],
    },
    // A value decided at run time hides whether the rules apply; a string is truthy.
    { code: "payload.find({ collection: 'users', overrideAccess });", errors: notLiteral },
    { code: "payload.find({ collection: 'users', overrideAccess: isPreview });", errors: notLiteral },
    { code: "payload.find({ collection: 'users', overrideAccess: !user });", errors: notLiteral },
    { code: "payload.find({ collection: 'users', overrideAccess: 'true' });", errors: notLiteral },
    { code: 'const asCaller = { user, overrideAccess: Boolean(user) };', errors: notLiteral },
    // Left out, Payload's local API skips the access rules.
    {
      code: "payload.find({ collection: 'users', user, where: {} });",
      errors: [{ messageId: 'omitted', line: 1, column: 9 }],
    },
    { code: "req.payload.findByID({ collection: 'users', id: 1, req });", errors: omitted },
    { code: "c.var.payload.create({ collection: 'users', data });", errors: omitted },
    { code: "payload['count']({ collection: 'users' });", errors: omitted },
    { code: "await payload.update({ collection: 'users', id, data, user });", errors: omitted },
    { code: "payload.delete({ collection: 'users', where: {} });", errors: omitted },
    { code: "payload.findVersions({ collection: 'forms' });", errors: omitted },
    { code: "payload.findGlobal({ slug: 'settings' });", errors: omitted },
    { code: "payload.updateGlobal({ slug: 'settings', data });", errors: omitted },
    { code: "payload.login({ collection: 'users', data: { email, password } });", errors: omitted },
  ],
});

const noReason = [{ messageId: 'noReason' }];
const nextLineOnly = [{ messageId: 'nextLineOnly' }];

// The plugin is registered so the comments' rule is known, as in eslint.config.js.
new RuleTester({ languageOptions, plugins: { hcp } }).run(
  'override-access-reason',
  hcp.rules['override-access-reason'],
  {
    valid: [
      '// eslint-disable-next-line hcp/override-access -- nobody is signed in yet\nx;',
      '/* eslint-disable-next-line hcp/override-access -- the emailed link is the proof */\nx;',
      '// eslint-disable-next-line no-console, hcp/override-access -- both, for the seed\nx;',
      // Other rules' directives, and plain comments that mention the rule, are not this rule's business.
      '// eslint-disable-next-line no-console\nx;',
      '// hcp/override-access needs a reason\nx;',
    ],
    invalid: [
      { code: '// eslint-disable-next-line hcp/override-access\nx;', errors: [{ messageId: 'noReason', line: 1 }] },
      // (`--` with nothing after it ESLint itself refuses, as a rule named `hcp/override-access --`.)
      { code: '// eslint-disable-next-line hcp/override-access --   \nx;', errors: noReason },
      { code: '// eslint-disable-next-line no-console, hcp/override-access\nx;', errors: noReason },
      { code: '/* eslint-disable hcp/override-access -- the whole file */\nx;', errors: nextLineOnly },
      { code: 'x; // eslint-disable-line hcp/override-access -- one line', errors: nextLineOnly },
    ],
  },
);

/** The problems the lint reports in `code`, configured as eslint.config.js configures the HTTP handlers. */
function lint(code) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      {
        files: ['**/*.ts'],
        languageOptions,
        linterOptions: { reportUnusedDisableDirectives: 'error' },
        plugins: { hcp },
        rules: { 'hcp/override-access': 'error', 'hcp/override-access-reason': 'error' },
      },
      'endpoint.ts',
    )
    .map(({ ruleId, message, line, severity }) => ({ ruleId, line, severity, unused: message.includes('Unused') }));
}

describe('the disable comment that states a reason', () => {
  it('excuses the override on the line below it', () => {
    expect(
      lint(`payload.find({
        collection: 'users',
        // eslint-disable-next-line hcp/override-access -- nobody is signed in yet
        overrideAccess: true,
      });`),
    ).toEqual([]);
  });

  it('excuses nothing when it names another rule or sits further up, and is then itself an error', () => {
    expect(
      lint(`payload.find({
        // eslint-disable-next-line no-console -- not this rule
        overrideAccess: true,
      });`),
    ).toEqual([
      { ruleId: null, line: 2, severity: 2, unused: true },
      { ruleId: 'hcp/override-access', line: 3, severity: 2, unused: false },
    ]);
    expect(
      lint(`payload.find({
        // eslint-disable-next-line hcp/override-access -- too far up

        overrideAccess: true,
      });`),
    ).toEqual([
      { ruleId: null, line: 2, severity: 2, unused: true },
      { ruleId: 'hcp/override-access', line: 4, severity: 2, unused: false },
    ]);
  });

  it('fails without a reason, though it excuses the override below it', () => {
    expect(
      lint(`payload.find({
        collection: 'users',
        // eslint-disable-next-line hcp/override-access
        overrideAccess: true,
      });`),
    ).toEqual([{ ruleId: 'hcp/override-access-reason', line: 3, severity: 2, unused: false }]);
  });

  it('excuses a call that leaves overrideAccess out only when it says why', () => {
    expect(
      lint(`// eslint-disable-next-line hcp/override-access -- the seed acts as the server
payload.find({ collection: 'users' });`),
    ).toEqual([]);
  });

  it('is an error when no override is under it any more', () => {
    expect(
      lint(`payload.find({
        // eslint-disable-next-line hcp/override-access -- a stale reason
        user,
        overrideAccess: false,
      });`),
    ).toEqual([{ ruleId: null, line: 2, severity: 2, unused: true }]);
  });
});
