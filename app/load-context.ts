declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The CSP nonce; for a shared render, a one-off marker instead: the cache allows the scripts that
     * carry it by hash and takes it out of the bytes every visitor gets (server/page-cache.ts).
     */
    cspNonce: string;
    /**
     * The page may be kept and served to every anonymous visitor (server/page-cache.ts):
     * rendered whole; the CSP then lists the hashes of the inline scripts the app emitted.
     */
    sharedRender: boolean;
    requestId: string;
    clientIp: string;
  }
}

export {};
