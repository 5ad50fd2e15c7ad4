import { useCallback, useEffect, useRef, useState } from 'react';

export type SponsorLookup = (code: string) => Promise<string | null>;

/**
 * The invite/agent code of /ireg and /areg: validated when the page opens with one and again on demand.
 * `sponsor` is the inviter or agent name once the server accepted the code.
 */
export function useSponsorCode(initialCode: string, lookup: SponsorLookup, invalidMessage: string) {
  const [code, setCodeState] = useState(initialCode);
  const [sponsor, setSponsor] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const lastChecked = useRef<string | null>(null);

  const verify = useCallback(
    async (value: string): Promise<string | null> => {
      const trimmed = value.trim();
      if (!trimmed) {
        setError(invalidMessage);
        return null;
      }
      setChecking(true);
      try {
        const name = await lookup(trimmed);
        lastChecked.current = trimmed;
        setSponsor(name);
        setError(name ? undefined : invalidMessage);
        return name;
      } catch (failure) {
        setSponsor(null);
        setError(failure instanceof Error && failure.message ? failure.message : invalidMessage);
        return null;
      } finally {
        setChecking(false);
      }
    },
    [lookup, invalidMessage],
  );

  useEffect(() => {
    if (initialCode) void verify(initialCode);
  }, [initialCode, verify]);

  function setCode(value: string) {
    setCodeState(value);
    if (value.trim() !== lastChecked.current) setSponsor(null);
    setError(undefined);
  }

  /** The sponsor for the current code, validating it first when it changed since the last check. */
  async function ensureValid(): Promise<string | null> {
    if (sponsor && code.trim() === lastChecked.current) return sponsor;
    return verify(code);
  }

  return { code, setCode, sponsor, error, checking, verify: () => verify(code), ensureValid };
}
