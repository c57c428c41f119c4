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
    // index.ts (or browser.ts); its own files (./) are its own business.
    files: ["modules/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Leaving this folder (any depth, so areas in sub-folders such as portal/saved too) to
              // reach a file of another folder other than its index.ts or browser.ts; ../database.ts stays open.
              regex: "^(\\.\\./)+[^./][^/]*/(?!index\\.ts$|browser\\.ts$).+",
              message:
                "Inside modules/, reach another module only through its front door (../<name>/index.ts) or its browser-safe door (../<name>/browser.ts), and never app/ or workers/; the typed db() comes from ../database.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The root schema file assembles every module's table types; migrations and
    // tests outside modules/ may reach inside.
    files: ["modules/database.ts", "migrations/**", "**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Migrations are frozen in time: they take Kysely<any> and never the app's table types.
    files: ["migrations/**", "modules/platform/migrate.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
