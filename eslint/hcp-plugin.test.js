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

new RuleTester({ languageOptions }).run('override-access', hcp.rules['override-access'], {
  valid: [
    "payload.find({ collection: 'users', user, overrideAccess: false });",
    "payload.find({ collection: 'users', overrideAccess });",
    "payload.find({ collection: 'users', overrideAccess: isPreview });",
    "payload.find({ collection: 'users', [overrideAccess]: true });",
    "payload.find({ collection: 'users', override: true });",
    "payload.find({ collection: 'users', overrideAccess: 'true' });",
  ],
  invalid: [
    { code: "payload.find({ collection: 'users', overrideAccess: true });", errors: unexplained },
    { code: "payload.find({ collection: 'users', 'overrideAccess': true });", errors: unexplained },
    { code: 'const asServer = { depth: 0, overrideAccess: true } as const;', errors: unexplained },
    {
      code: "payload.find({ collection: 'users', where: { id: { equals: 1 } }, overrideAccess: true, depth: 0 });",
      errors: [{ messageId: 'unexplained', line: 1, column: 67 }],
    },
  ],
});

/** The problems the lint reports in `code`, configured as eslint.config.js configures files under endpoints/. */
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
        rules: { 'hcp/override-access': 'error' },
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
