// Checks that package-lock.json still serves every platform, so that `npm ci` (what the Makefile runs)
// installs the same tree on any machine and never needs to rewrite the lock. Run by `npm run lint`.
//
// Two ways a lock loses that, both seen in this repository:
// - npm 10.3+ leaves out the other platforms' variants of a package (@rollup/rollup-*, @esbuild/*,
//   @unrs/resolver-binding-*) when `npm install` runs with node_modules present (npm/cli#7961);
// - npm 10 (the one Node 20 and 22 bundle) drops the `libc` field npm 11 writes, so the glibc and musl
//   builds of rollup and unrs-resolver can no longer be told apart.
// Either way: rewrite the lock with npm 11 from an empty node_modules (`rm -rf node_modules && npx npm@11 install`).
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages ?? {};
const problems = [];

/** The lock entry that `name` resolves to from the package at `from` (node's lookup, up the node_modules). */
function resolve(from, name) {
  let base = from;
  for (;;) {
    const path = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[path]) return path;
    if (!base) return null;
    const i = base.lastIndexOf("/node_modules/");
    base = i < 0 ? "" : base.slice(0, i);
  }
}

for (const [path, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolve(path, name)) problems.push(`${path || "(root)"}: optional dependency ${name} is not in the lock`);
  }
}
// The musl builds say so in their libc field (npm 11 keeps it); without it npm would take a musl build
// for a glibc machine.
for (const [path, entry] of Object.entries(packages)) {
  if (entry.optional && entry.os?.includes("linux") && /-musl$/.test(path) && !entry.libc) {
    problems.push(`${path}: no libc field (the lock was written by npm 10, which drops it)`);
  }
}

if (problems.length > 0) {
  console.error("package-lock.json does not serve every platform:\n  " + problems.join("\n  "));
  console.error("Rewrite it with npm 11 from an empty node_modules: rm -rf node_modules && npx npm@11 install");
  process.exit(1);
}
