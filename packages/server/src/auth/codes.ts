import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { verificationCodes } from '../db/schema';
import { hashSecret, verifySecret } from './password';

/** Why a code is asked for. */
export type CodePurpose = 'verify' | 'reset';

/** Codes live 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries before a code dies. */
export const CODE_MAX_ATTEMPTS = 5;

/** A fresh 6-digit code for a user; earlier unused codes of the same purpose stop working. Returns the plain code. */
export async function issueCode(db: Database, userId: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashSecret(code);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx
      .insert(verificationCodes)
      .values({ userId, purpose, codeHash, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  });
  return code;
}

/** The outcome of checking a code. */
export type CodeCheck = { ok: true; id: string } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Checks the user's live code of `purpose`. Each check reserves one of the code's 5 tries in a single UPDATE before
 * comparing, so concurrent guesses cannot share a try; a right code gives its try back, the fifth wrong one kills
 * the code.
 */
export async function checkCode(db: Database, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  const [reserved] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!reserved) return { ok: false, reason: 'expired' };
  if (/^\d{6}$/.test(code) && (await verifySecret(code, row.codeHash))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} - 1` })
      .where(eq(verificationCodes.id, row.id));
    return { ok: true, id: row.id };
  }
  if (reserved.attempts >= CODE_MAX_ATTEMPTS) {
    await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, row.id));
  }
  return { ok: false, reason: 'invalid' };
}
