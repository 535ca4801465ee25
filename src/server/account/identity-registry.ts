// The identity registry: does a mobile belong to the holder of a national code, and was that holder
// born on this date? A provider asks the national registry (or a licensed inquiry service) over HTTP
// at IDENTITY_REGISTRY_URL: POST {base}/match with `{ national_code, mobile?, birth_date? }` answers
// `{ mobile_matches?: boolean, birth_date_matches?: boolean }`, each for what was asked. Without the
// setting (the demo only) the simulated registry answers in-process (simulators/identity-registry.ts).

/** What is asked: a national code and the mobile or the Jalali birth date (YYYY/MM/DD) claimed for it. */
export type IdentityQuestion = { nationalCode: string; mobile?: string; birthDate?: string };
/** Each answer is null when it was not asked. */
export type IdentityAnswer = { mobileMatches: boolean | null; birthDateMatches: boolean | null };

export type IdentityRegistry = {
  /** Throws when the registry does not answer (the caller refuses with a 503, nothing is changed). */
  match(question: IdentityQuestion): Promise<IdentityAnswer>;
};

export function httpIdentityRegistry(base: string, timeoutMs = 10_000): IdentityRegistry {
  return {
    match: async ({ nationalCode, mobile, birthDate }) => {
      const response = await fetch(`${base.replace(/\/+$/, '')}/match`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ national_code: nationalCode, mobile, birth_date: birthDate }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`identity registry: ${response.status}`);
      const answer = (await response.json()) as Record<string, unknown>;
      const verdict = (asked: string | undefined, value: unknown) => {
        if (asked === undefined) return null;
        if (typeof value !== 'boolean') throw new Error('identity registry: no verdict');
        return value;
      };
      return {
        mobileMatches: verdict(mobile, answer.mobile_matches),
        birthDateMatches: verdict(birthDate, answer.birth_date_matches),
      };
    },
  };
}
