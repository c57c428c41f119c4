declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Empty for a shared render: a nonce in bytes every visitor gets would be no secret. */
    cspNonce: string;
    /**
     * The page may be kept and served to every anonymous visitor (server/page-cache.ts):
     * rendered whole, without a nonce; the CSP then lists its inline scripts' hashes.
     */
    sharedRender: boolean;
    requestId: string;
    clientIp: string;
  }
}

export {};
