// Waits until the URL answers 200 (the first e2e instance and its embedded database are up),
// so a second instance can start on the same database. Gives up after two minutes.
const url = process.argv[2];
for (let attempt = 0; attempt < 480; attempt += 1) {
  const ok = await fetch(url).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.error(`${url} did not answer within two minutes`);
process.exit(1);
