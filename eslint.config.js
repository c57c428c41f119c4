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
              group: ["../*/*", "!../*/index.ts", "!../*/browser.ts", "../../app/**", "../../workers/**", "!../../migrations/index.ts"],
              message:
                "Inside modules/, reach another module only through its front door (../<name>/index.ts) or its browser-safe door (../<name>/browser.ts), and never app/ or workers/; the typed db() comes from ../database.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // modules/portal is one module whose areas live in sub-folders (issue 12): an area
    // reaches another area only through ../<area>/index.ts, and other modules as above.
    files: ["modules/portal/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Another area's files but its index.ts; another module's but its doors; app/ or workers/.
              regex: "^\\.\\./(?!\\.\\./)[^/]+/(?!index\\.ts$)|^\\.\\./\\.\\./(?!\\.\\./)[^/]+/(?!(index|browser)\\.ts$)|^\\.\\./\\.\\./\\.\\./(app|workers)/",
              message:
                "Inside modules/portal/<area>/, reach another area through ../<area>/index.ts and another module through ../../<name>/index.ts (or browser.ts); the typed db() comes from ../../database.ts.",
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
