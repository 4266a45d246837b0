import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import type { ModelCall } from '../generation/providers/provider';

export type GenerationOutcome = 'success' | 'failed' | 'timeout' | 'client_gone';

export type Metrics = {
  registry: Registry;
  /** One answered request: `route` is the matched pattern (bounded), never the raw path. */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  generation(provider: 'catalog' | 'openai', outcome: GenerationOutcome): void;
  modelCall(call: ModelCall): void;
};

export type MetricsOptions = {
  database: Database;
  /** Node's own process metrics (memory, event loop, GC); one set per process, so only the server asks. */
  processMetrics?: boolean;
};

/** Methods outside this list are counted as OTHER, so a client cannot invent label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Larder's Prometheus metrics, in a registry of its own (one per app, so tests never share
 * counts): requests by route pattern, generations by provider and outcome, model calls and the
 * tokens they cost, and the database connections in use.
 */
export function createMetrics({ database, processMetrics = false }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'larder_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'larder_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to the first byte for streams), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const generations = new Counter({
    name: 'larder_generations_total',
    help: 'Meal generations finished, by provider (catalog or openai) and outcome.',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const modelCalls = new Counter({
    name: 'larder_model_calls_total',
    help: 'Calls to the AI model, by operation (chat or image), model and outcome.',
    labelNames: ['operation', 'model', 'outcome'] as const,
    registers: [registry],
  });
  const modelTokens = new Counter({
    name: 'larder_model_tokens_total',
    help: 'Tokens the model provider reported using (its cost units), by operation, model and direction.',
    labelNames: ['operation', 'model', 'direction'] as const,
    registers: [registry],
  });
  const modelImages = new Counter({
    name: 'larder_model_images_total',
    help: 'Pictures the image model made, by model.',
    labelNames: ['model'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'larder_db_connections',
    help: 'Database connections by state (in_use, idle) and queries waiting for one; the embedded database has one connection.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'larder_db_connections_max',
    help: 'The most database connections this process opens.',
    registers: [registry],
    collect() {
      this.set(database.poolStats().max);
    },
  });

  return {
    registry,
    request({ method, route, status }, seconds) {
      const safeMethod = METHODS.has(method) ? method : 'OTHER';
      requests.inc({ method: safeMethod, route, status: String(status) });
      durations.observe({ method: safeMethod, route }, seconds);
    },
    generation(provider, outcome) {
      generations.inc({ provider, outcome });
    },
    modelCall({ operation, model, outcome, inputTokens, outputTokens, images }) {
      modelCalls.inc({ operation, model, outcome });
      if (inputTokens) modelTokens.inc({ operation, model, direction: 'input' }, inputTokens);
      if (outputTokens) modelTokens.inc({ operation, model, direction: 'output' }, outputTokens);
      if (images) modelImages.inc({ model }, images);
    },
  };
}
