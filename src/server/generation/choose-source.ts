import { catalogReasonMessage, type CatalogReason } from '../../domain/generation';
import type { Env } from '../env';
import { modelProvider } from './resolve-provider';
import type { MealProvider, ModelCallObserver } from './providers/provider';

/**
 * Where a generation's meals come from, decided before anything is streamed:
 * - the model with the cook's own key: the cook pays, so neither GENERATION_ACCESS nor the daily
 *   caps apply (the concurrency cap does);
 * - the model with the server's key, for whom GENERATION_ACCESS allows (counted against the daily
 *   caps when it starts);
 * - otherwise the catalog, with the reason when the server has a model.
 */
export type GenerationSource =
  | { kind: 'catalog'; reason?: { reason: CatalogReason; message: string } }
  | { kind: 'model'; provider: MealProvider; paidBy: 'cook' | 'server' };

export function chooseSource(
  env: Env,
  { signedIn, userKey, onModelCall }: { signedIn: boolean; userKey: string | undefined; onModelCall?: ModelCallObserver },
): GenerationSource {
  const ownKey = userKey?.trim();
  if (ownKey) return { kind: 'model', provider: modelProvider(env, ownKey, onModelCall), paidBy: 'cook' };
  const serverKey = env.OPENAI_API_KEY?.trim();
  if (!serverKey) return { kind: 'catalog' };
  if (env.GENERATION_ACCESS === 'account' && !signedIn) {
    return { kind: 'catalog', reason: { reason: 'account_required', message: catalogReasonMessage('account_required') } };
  }
  return { kind: 'model', provider: modelProvider(env, serverKey, onModelCall), paidBy: 'server' };
}
