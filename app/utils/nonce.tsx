import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, so inline scripts Remix renders are allowed and nothing else is;
 * in a page shared by every anonymous visitor, a marker the cache takes out again, its CSP listing the marked scripts' hashes.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
