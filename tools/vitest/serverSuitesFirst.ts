import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, except that the server projects' files go before the DOM unit tests. Without a
 * cache of earlier durations (a clean checkout) Vitest runs the projects one after the other by
 * name, so the PostgreSQL conformance and fuzz suites (15–25 s each) started last and ran alone
 * on one core at the end; the many short DOM files now fill the end instead.
 */
export class ServerSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.project.name.startsWith('unit-') ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
