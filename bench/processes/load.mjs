// The load generator, in a process of its own so that it never shares an event loop with a
// server it measures. Reads its autocannon options as JSON from argv[2], prints the result as
// JSON on standard output.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
