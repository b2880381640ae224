import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PASSWORD_MIN_LENGTH } from '@hcp/contracts/account';

const listFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function common(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** Why a new password is refused, or undefined when it is acceptable (the same rule for every account). */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${String(PASSWORD_MIN_LENGTH)} characters.`;
  if (common().has(password.toLowerCase())) return 'This password is too common. Choose one that is hard to guess.';
  if (new Set(password).size <= 2) return 'This password is too easy to guess. Choose one with more variety.';
  return undefined;
}
