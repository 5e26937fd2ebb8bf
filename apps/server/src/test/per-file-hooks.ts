import { afterAll, afterEach } from "vitest";
import { runFileEndTasks } from "./at-file-end.ts";
import { failOnFileLines, failOnTestLines } from "./server-log.ts";

// A setup file runs before each test file, even where files share a worker's module cache
// (the server projects run with isolate: false), so these hooks belong to every file; hooks
// registered by a helper as it is imported would belong only to the first file that imports it.
// Vitest runs after-hooks last registered first: the file's apps close, then what was logged
// around its tests, their closing included, is checked, so none of it is left to the next file.
afterEach(failOnTestLines);
afterAll(failOnFileLines);
afterAll(runFileEndTasks);
