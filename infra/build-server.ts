import { build } from "esbuild";

/**
 * The production web server compiled ahead of time (decision 0007's
 * addendum): server/ and the modules it imports become one ES module in
 * build/web/, run by plain `node`, so no TypeScript loader sits in the process.
 * Packages stay in node_modules; the Remix app is Vite's build/server/.
 */
await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/web/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
