// Renders formulas with the pinned KaTeX (node_modules/katex) for hooks/math.py, which runs it once per build.
// Protocol: one JSON line in, [[tex, displayMode], ...]; one JSON line out, [[ok, html or error message], ...].
const katex = require(process.argv[2]);
const lines = require("readline").createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const out = JSON.parse(line).map(([tex, displayMode]) => {
    try {
      return [true, katex.renderToString(tex, { displayMode, throwOnError: true, strict: "error" })];
    } catch (e) {
      return [false, String(e.message)];
    }
  });
  process.stdout.write(JSON.stringify(out) + "\n");
});
