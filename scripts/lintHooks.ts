/**
 * ESLint's React Hooks rules over the components (`npm run lint:hooks`). Most of them are the
 * React Compiler's checks: it compiles every component, a third of ESLint's time, and needs no
 * type information, so `npm test` runs them in a process of their own beside the typed pass
 * (`npm run check:code -- --without-hooks`). Prints ESLint's report; exits non-zero on an error.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

/** Whether a rule is one of the React Hooks plugin's. */
export const isHooksRule = (ruleId: string) => ruleId.startsWith('react-hooks/');

/** Lints the components with the React Hooks rules alone; answers the number of errors. */
export async function lintHooks(): Promise<number> {
  const started = performance.now();
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => isHooksRule(ruleId),
    // No rule of this pass reads types: the files are parsed without a TypeScript program.
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false, project: null } },
      },
    ],
  });
  // The plugin's rules apply to components (eslint.config.js: `**/*.tsx`).
  const results = await eslint.lintFiles(['**/*.tsx']);
  const report = await (await eslint.loadFormatter('stylish')).format(results);
  if (report !== '') console.log(report);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  console.log(
    `eslint (React Hooks rules): ${String(errors)} errors in ${String(results.length)} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return errors;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await lintHooks()) > 0 ? 1 : 0;
}
