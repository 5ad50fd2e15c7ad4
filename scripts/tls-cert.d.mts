/** Writes cert.pem and key.pem into `dir`; resolves to them as the server's TLS_* settings. Rejects without openssl. */
export function selfSignedCertificate(dir: string): Promise<{ TLS_CERT_FILE: string; TLS_KEY_FILE: string }>;
