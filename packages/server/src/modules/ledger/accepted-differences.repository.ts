// The payment difference of a line an ADMIN accepted (decision 166): its columns on order_lines, written
// here only.
import type { Executor } from '../../shared/transaction.ts';

export const acceptedDifferencesRepository = {
  /**
   * Stores the acceptance of a line's payment difference (decision 166), or clears it (null): the
   * difference accepted, why, when and by whom.
   */
  async setAcceptance(
    tx: Executor,
    id: string,
    acceptance: { differencePaise: number; reason: string } | null,
    at: string,
    by: string | null,
  ): Promise<void> {
    await tx
      .updateTable('order_lines')
      .set((eb) => ({
        accepted_difference_paise: acceptance?.differencePaise ?? null,
        accepted_reason: acceptance?.reason ?? null,
        accepted_at: acceptance ? at : null,
        accepted_by: acceptance ? by : null,
        version: eb('version', '+', 1),
        updated_at: at,
        updated_by: by,
      }))
      .where('id', '=', id)
      .execute();
  },
};

export type AcceptedDifferencesRepository = typeof acceptedDifferencesRepository;
