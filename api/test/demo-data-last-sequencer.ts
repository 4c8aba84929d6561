import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API test files run one after another in one process (api/vitest.config.ts). The upload
 * bombs suite times how long the server takes to answer while it refuses a bomb: it runs first,
 * before the other files have grown the process's heap, whose collections would count against it.
 *
 * The API test files share one database seeded with the demo. The fuzz suite and the
 * authorization matrix send every operation with real tokens, ids 1 and up: the calls they get
 * through change demo rows (a withdrawn informative note, a deleted work centre) that other files
 * read. They run last, whatever order the other files take.
 */
const changesDemoRows = (file: TestSpecification) =>
  /platform[\\/](hostile-input[\\/]fuzz|authorization-matrix)\.test\.ts$/.test(file.moduleId);
const timesTheServer = (file: TestSpecification) => /platform[\\/]hostile-input[\\/]upload-bombs\.test\.ts$/.test(file.moduleId);

export class DemoDataLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const middle = sorted.filter((file) => !changesDemoRows(file) && !timesTheServer(file));
    return [...sorted.filter(timesTheServer), ...middle, ...sorted.filter(changesDemoRows)];
  }
}
