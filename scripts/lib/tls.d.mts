/** A throwaway self-signed certificate for 127.0.0.1, or undefined without openssl. */
export declare function localCertificate(): { key: string; cert: string } | undefined;
