// After the browser tests: fails when a server logged anything at warn or above while they
// ran (e2e/collect-warnings.mjs wrote it down). A warning under normal use is a bug.
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2];
const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
if (lines.length > 0) {
  console.error(
    `The servers logged ${lines.length} line(s) at warn or above during the browser tests:`,
  );
  for (const line of lines.slice(0, 10)) console.error(line.slice(0, 600));
  process.exit(1);
}
console.log("The servers logged no warning or error during the browser tests.");
