/**
 * `npm run lint:code` and `npm run typecheck` in one pass: the TypeScript program tsc checks is
 * the one ESLint's type-aware rules read (typescript-eslint's `programs`), so the project is
 * parsed, bound and checked once instead of twice; then the import-circle check of the server
 * (tools/importCycles.ts), then ESLint's React Hooks rules, which need no types (scripts/lintHooks.ts;
 * `--without-hooks` leaves them to a process of their own, as `npm test` does). Prints tsc's
 * diagnostics, ESLint's reports and the circles; exits non-zero if any finds an error.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { isHooksRule, lintHooks } from './lintHooks.ts';
import { checkedFolders, importCircleReport } from '../tools/importCycles.ts';

const root = path.resolve(import.meta.dirname, '..');

function typescriptProgram(): ts.Program {
  const configFile = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error(`Could not read ${configFile}`);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
}

const started = performance.now();
const program = typescriptProgram();
const diagnostics = ts.getPreEmitDiagnostics(program);
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
if (diagnostics.length > 0) {
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}
const typesChecked = performance.now();
console.log(
  `typecheck: ${String(diagnostics.length)} diagnostics in ${((typesChecked - started) / 1000).toFixed(1)} s`,
);

const withHooks = !process.argv.includes('--without-hooks');
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => !isHooksRule(ruleId),
  // The TypeScript files the config types through the project service are those of tsconfig.json,
  // which are this program's; its JavaScript files are linted without types.
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report !== '') console.log(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
console.log(
  `eslint: ${String(lintErrors)} errors in ${String(results.length)} files in ${((performance.now() - typesChecked) / 1000).toFixed(1)} s`,
);
const circles = importCircleReport(checkedFolders);
for (const line of circles.lines) console.log(line);
const hooksErrors = withHooks ? await lintHooks() : 0;
process.exitCode =
  diagnostics.length > 0 || lintErrors > 0 || circles.circles > 0 || hooksErrors > 0 ? 1 : 0;
