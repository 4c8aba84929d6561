import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API test files share one database seeded with the demo. The fuzz suite and the
 * authorization matrix send every operation with real tokens, ids 1 and up: the calls they get
 * through change demo rows (a withdrawn informative note, a deleted work centre) that other files
 * read. They run last, whatever order the other files take.
 */
const changesDemoRows = (file: TestSpecification) =>
  /platform[\\/](hostile-input[\\/]fuzz|authorization-matrix)\.test\.ts$/.test(file.moduleId);

export class DemoDataLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !changesDemoRows(file)), ...sorted.filter(changesDemoRows)];
  }
}
