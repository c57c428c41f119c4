/** How many test files Vitest runs side by side; global-setup.ts gives each fork a PostgreSQL cluster of its own. */
export const VITEST_FORKS = 2;
