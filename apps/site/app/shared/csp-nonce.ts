import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response. Only the server knows it; in the browser it is
 * undefined, which is right: browsers hide nonce attributes from scripts anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
