import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, so inline scripts Remix renders are allowed and nothing else is;
 * none in a page shared by every anonymous visitor, whose CSP lists its scripts' hashes instead.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
