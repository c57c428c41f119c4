// Remix options live here (the design card names this file); vite.config.ts
// passes them to the Remix Vite plugin, which never reads this file itself.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/*.test.*", "**/*.server.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
