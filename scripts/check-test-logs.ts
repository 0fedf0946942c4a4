/**
 * `node --import tsx scripts/check-test-logs.ts DIR`: reads every log line the test suite wrote with
 * TEST_LOG_DIR=DIR (apps/server/src/test/test-app.ts; .ci/run sets it) and fails when one is not JSON
 * or holds something secret: the test card's number, its security code, the bank account and
 * routing numbers, a password, a session cookie or a credential header. The shop redacts these
 * (lib/log-redaction.ts); this proves it over everything the suite made the shop do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_ACCOUNT, KNOWN_CARD, KNOWN_ROUTING } from '@shop/contract/checkout-fixture';
import { validRegistration } from '@shop/contract/registration-fixture';

/**
 * A number as a whole, not digits inside a longer one: a response time such as 22.339021000021603
 * holds the routing number's digits by chance.
 */
function wholeNumber(digits: string): RegExp {
  return new RegExp(`(?<![0-9])${digits}(?![0-9])`);
}

/** What no line may hold, each with why. */
const SECRETS: { what: string; pattern: RegExp }[] = [
  { what: 'the test card number', pattern: wholeNumber(KNOWN_CARD.replace(/ /g, '[ -]?')) },
  { what: 'the test bank account number', pattern: wholeNumber(KNOWN_ACCOUNT) },
  { what: 'the test routing number', pattern: wholeNumber(KNOWN_ROUTING) },
  { what: 'the registration fixture password', pattern: new RegExp(validRegistration.password) },
  {
    what: 'a password field',
    pattern: /"(password|confirmPassword|newPassword|currentPassword)":"(?!\[redacted\])/i,
  },
  { what: 'a card security code field', pattern: /"(cvv|cvc|securityCode)":"(?!\[redacted\])/i },
  { what: 'a card number field', pattern: /"cardNumber":"(?!\[redacted\])/i },
  { what: 'a session cookie', pattern: /\bsid=[A-Za-z0-9_-]{16,}/ },
  {
    what: 'a cookie or credential header',
    pattern: /"(cookie|set-cookie|authorization)":"(?!\[redacted\])/i,
  },
];

function main() {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node --import tsx scripts/check-test-logs.ts DIR');
    process.exit(2);
  }
  const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));
  let lines = 0;
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [index, line] of text.split('\n').entries()) {
      if (line === '') continue;
      lines += 1;
      const where = `${file}:${index + 1}`;
      try {
        JSON.parse(line);
      } catch {
        problems.push(`${where}: not JSON: ${line.slice(0, 200)}`);
        continue;
      }
      for (const { what, pattern } of SECRETS) {
        const found = pattern.exec(line);
        if (found) {
          const start = Math.max(0, found.index - 80);
          problems.push(`${where}: ${what}: …${line.slice(start, found.index + 80)}…`);
        }
      }
    }
  }
  if (lines === 0) {
    console.error(`no log lines in ${dir}: was the suite run with TEST_LOG_DIR?`);
    process.exit(1);
  }
  if (problems.length > 0) {
    console.error(`${problems.length} log line(s) hold something secret or are not JSON:`);
    for (const problem of problems.slice(0, 50)) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `${lines.toLocaleString('en-US')} log lines in ${files.length} files: all JSON, nothing secret`,
  );
}

main();
