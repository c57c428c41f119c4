import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", "test-results/**", "playwright-report/**", ".data/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/modules/*/*",
                "@modules/*/*",
                "!**/modules/*/index.ts",
                "!@modules/*/index.ts",
                "!@modules/platform/text.ts",
                "!@modules/*/browser.ts",
              ],
              message:
                "Import a module only through its front door (modules/<name>/index.ts), or its browser-safe door (browser.ts: pure, no server code, no zod). platform/text.ts is the older browser-safe exception.",
            },
            {
              // Field names are bounded before conform parses them: one way to parse a submission.
              group: ["@conform-to/zod/v4"],
              importNames: ["parseWithZod"],
              message: "Parse a submission with parseWithZod from ~/utils/forms.ts, which bounds field names before conform walks them.",
            },
            {
              // app/ and server/ reach the workers' machinery (the projection registry, rebuilds) through modules/operations (decision 0014).
              group: ["**/workers/**"],
              message: "Only workers/ itself (and tests) import workers/: reach projections and rebuilds through modules/operations/index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside modules/ the same doors hold: a module reaches another only through its
    // index.ts (or browser.ts); its own files (./) are its own business. It queries its own
    // tables through its own db() (./db.ts): never another module's tables.ts, nor the
    // composition root's all-tables type (workers/database.ts).
    files: ["modules/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Leaving this folder (any depth, so areas in sub-folders such as portal/saved too) to
              // reach a file of another folder other than its index.ts or browser.ts.
              regex: "^(\\.\\./)+[^./][^/]*/(?!index\\.ts$|browser\\.ts$).+",
              message:
                "Inside modules/, reach another module only through its front door (../<name>/index.ts) or its browser-safe door (../<name>/browser.ts), and never app/ or workers/; query your own tables through ./db.ts.",
            },
            {
              // The all-tables type lives at the composition root; a module's handle names its own tables.
              regex: "^(\\.\\./)+database\\.ts$",
              message: "A module never imports an all-tables schema (that is the composition root's, workers/database.ts): use its own db() from ./db.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests, benchmarks and the seed belong to the composition root: like workers/, they may use
    // its all-tables handle (workers/database.ts); the front doors still hold.
    files: ["tests/**", "bench/**", "infra/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/modules/*/*",
                "@modules/*/*",
                "!**/modules/*/index.ts",
                "!@modules/*/index.ts",
                "!@modules/platform/text.ts",
                "!@modules/*/browser.ts",
              ],
              message: "Import a module only through its front door (modules/<name>/index.ts) or its browser-safe door (browser.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // A tables.ts is a leaf: the kysely types of the module's read tables and the value sets their
    // columns hold, importing nothing from its module (so no import circle passes through a schema).
    files: ["modules/**/tables.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.",
              message: "tables.ts imports nothing from its module (or any other): declare the types it needs here and have the module import them from it.",
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root's all-tables type (workers/database.ts) names every module's
    // tables.ts; migrations and tests outside modules/ may reach inside.
    files: ["workers/database.ts", "migrations/**", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Migrations are frozen in time: they take Kysely<any> and never the app's table types.
    files: ["migrations/**", "modules/platform/migrate.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
