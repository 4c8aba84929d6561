import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API test files run one after another in one process (api/vitest.config.ts). The files that
 * time the event loop (a bomb refused, a task on a worker thread, a deep JSON body, the file-type
 * checks) run first, before the other files have grown the process's heap: its collections
 * would count against them (seen: 148 ms against a limit of 100 after 80 files).
 *
 * The API test files share one database seeded with the demo. The fuzz suite and the
 * authorization matrix send every operation with real tokens, ids 1 and up: the calls they get
 * through change demo rows (a withdrawn informative note, a deleted work centre) that other files
 * read. They run last, whatever order the other files take.
 */
const changesDemoRows = (file: TestSpecification) =>
  /platform[\\/](hostile-input[\\/]fuzz|authorization-matrix)\.test\.ts$/.test(file.moduleId);
const timesTheEventLoop = (file: TestSpecification) =>
  /platform[\\/](hostile-input[\\/](upload-bombs|json-body)|workers[\\/]bounded-pool|event-loop-delay|file-structure)\.test\.ts$/.test(file.moduleId);

export class DemoDataLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const middle = sorted.filter((file) => !changesDemoRows(file) && !timesTheEventLoop(file));
    return [...sorted.filter(timesTheEventLoop), ...middle, ...sorted.filter(changesDemoRows)];
  }
}
