/** A throwaway certificate for 127.0.0.1 and localhost (PEM key and certificate). */
export function localCertificate(): Promise<{ key: string; cert: string }>;
