import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake model answers on chat completions:
 * - 'success': as many good meals as the prompt asks for, each within the default preferences;
 * - 'malformed': streamed content that is not JSON at all;
 * - 'slow': waits `slowMs` before answering, so a short generation time-out is reached;
 * - 'allergen': the first answer holds one meal with peanut butter and cashews, later answers are clean;
 * - 'scripted': answers with the meals given (`meals`), as many as each prompt asks for, then good ones;
 * - 401 / 429 / 500: that status with an OpenAI-style error body.
 */
export type FakeScenario = 'success' | 'malformed' | 'slow' | 'allergen' | 'scripted' | 401 | 429 | 500;

export type FakeOpenAiOptions = {
  scenario?: FakeScenario;
  /** 'fail' answers POST /v1/images/generations with a 500. */
  images?: 'ok' | 'fail';
  /** Chunks ("tokens") streamed per second; unset streams as fast as possible. */
  tokensPerSecond?: number;
  /** Characters of content in each streamed chunk. */
  charsPerToken?: number;
  /** How long the 'slow' scenario waits before answering. */
  slowMs?: number;
  /** The meals the 'scripted' scenario answers with, in order. */
  meals?: readonly FakeMeal[];
  /** How long each picture takes. */
  imageDelayMs?: number;
  /**
   * How the answer holds its meals: as the schema asks (`{ "elements": [...] }`), or another shape
   * a model may answer with (a bare array, `{ "meals": [...] }`, `{ "main": [...] }`).
   */
  answerShape?: 'elements' | 'array' | 'meals' | 'main';
};

export type RecordedRequest = {
  method: string;
  path: string;
  /** Every header but `authorization`, whose value is kept apart in `authorization`. */
  headers: IncomingHttpHeaders;
  authorization: string | undefined;
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body: unknown;
};

export type FakeOpenAi = {
  /** e.g. http://127.0.0.1:40123/v1, for OPENAI_BASE_URL. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Switches what the next requests get; options not given go back to those the server started with. */
  setScenario(scenario: FakeScenario, options?: Omit<FakeOpenAiOptions, 'scenario'>): void;
  clearRequests(): void;
  /** Requests to one endpoint, e.g. 'chat' or 'images'. */
  requestsTo(kind: 'chat' | 'images'): RecordedRequest[];
  /** Requests whose connection is still open: what the app has not (yet) stopped asking. */
  readonly openRequests: number;
  close(): Promise<void>;
};

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const DISHES = [
  'Garlic Chicken with Broccoli Rice',
  'Lemon Chicken Rice Bowl',
  'Sticky Chicken and Broccoli Stir-fry',
  'Chicken Pilaf with Greens',
  'Herby Chicken and Rice Traybake',
  'Chicken Biryani-style Rice',
  'Honey Mustard Chicken with Rice',
  'Chicken Fried Rice',
  'Paprika Chicken with Basmati',
  'Chicken and Broccoli Risotto-style Rice',
  'Ginger Chicken Rice Bowl',
  'Chicken Teriyaki with Rice',
  'Smoky Chicken and Rice',
  'Chicken Kedgeree-style Rice',
];

export type FakeMeal = {
  name: string;
  description: string;
  cuisine: string;
  isBreakfast: boolean;
  totalMinutes: number;
  prepMinutes: number;
  ingredients: { name: string; quantity: string }[];
  instructions: string[];
  nutrition: { calories: number; protein: number; carbs: number; fat: number };
  pricePounds: number;
  tags: string[];
  storageTips: string;
  allergens: string[];
};

/** A meal inside the default preferences (500-800 kcal, 20-40 g protein, ≤ 30 minutes, ≤ £10). */
export function goodMeal(index: number): FakeMeal {
  const dish = DISHES[index % DISHES.length] ?? 'Chicken with Rice';
  return {
    name: index < DISHES.length ? dish : `${dish} ${Math.floor(index / DISHES.length) + 1}`,
    description: 'Juicy chicken with fluffy rice and tender broccoli.',
    cuisine: 'British',
    isBreakfast: false,
    totalMinutes: 25,
    prepMinutes: 10,
    ingredients: [
      { name: 'chicken breast', quantity: '150 g' },
      { name: 'basmati rice', quantity: '75 g' },
      { name: 'broccoli', quantity: '100 g' },
      { name: 'olive oil', quantity: '1 tbsp' },
    ],
    instructions: [
      'Cook the rice in salted water for 12 minutes.',
      'Fry the chicken in the oil until golden.',
      'Steam the broccoli and serve everything together.',
    ],
    nutrition: { calories: 620, protein: 38, carbs: 62, fat: 16 },
    pricePounds: 4.2,
    tags: ['Gluten-free', 'Dairy-free'],
    storageTips: 'Keep covered in the fridge for up to 2 days.',
    allergens: [],
  };
}

/** A meal with peanut butter and cashews, otherwise within the default preferences. */
export const NUT_MEAL_NAME = 'Satay Chicken with Cashew Rice';
export function nutMeal(): FakeMeal {
  return {
    ...goodMeal(0),
    name: NUT_MEAL_NAME,
    description: 'Chicken in a rich peanut sauce with crunchy cashews.',
    cuisine: 'Thai',
    ingredients: [
      { name: 'chicken breast', quantity: '150 g' },
      { name: 'basmati rice', quantity: '75 g' },
      { name: 'peanut butter', quantity: '30 g' },
      { name: 'cashews', quantity: '20 g' },
    ],
    allergens: ['Peanuts', 'Tree nuts'],
  };
}

/**
 * A meal built around one ingredient line, otherwise within the default preferences: the model
 * writes `line` as the ingredient's name, beside plain chicken and rice.
 */
export function mealWithLine(name: string, line: string, allergens: readonly string[] = []): FakeMeal {
  return {
    ...goodMeal(0),
    name,
    description: 'A plain supper built around one ingredient.',
    ingredients: [
      { name: 'chicken breast', quantity: '300 g' },
      { name: 'basmati rice', quantity: '150 g' },
      { name: line, quantity: '' },
    ],
    tags: [],
    allergens: [...allergens],
  };
}

/** How many meals a prompt built by src/server/generation/prompt.ts asks for. */
export function countsAskedFor(prompt: string): { mains: number; breakfasts: number } {
  const mains = Number(/Suggest (\d+) different main meals/.exec(prompt)?.[1] ?? 1);
  const breakfasts = Number(/and (\d+) breakfast/.exec(prompt)?.[1] ?? 0);
  return { mains, breakfasts };
}

function userPrompt(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: unknown }[] } | undefined)?.messages ?? [];
  return messages
    .filter((message) => message.role === 'user')
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : Array.isArray(message.content)
          ? message.content.map((part: { text?: string }) => part.text ?? '').join('')
          : '',
    )
    .join('\n');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const ERROR_BODIES: Record<401 | 429 | 500, (authorization: string | undefined) => unknown> = {
  // Like OpenAI's own answer, which names the key it was given (here twice, as a proxy's might):
  // the app must never pass on either copy.
  401: (authorization) => ({
    error: {
      message: `Incorrect API key provided: ${authorization?.replace(/^Bearer /, '') ?? ''}. You can find your API key at https://platform.openai.com/account/api-keys. (key: ${authorization?.replace(/^Bearer /, '') ?? ''})`,
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  }),
  429: () => ({
    error: {
      message: 'Rate limit reached for requests. Please try again in 20s.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  }),
  500: () => ({
    error: {
      message: 'The server had an error while processing your request. Sorry about that!',
      type: 'server_error',
      param: null,
      code: null,
    },
  }),
};

/** An OpenAI-compatible server on 127.0.0.1 (chat completions, streamed; image generation) for tests and benchmarks. */
export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  type Settings = Required<Omit<FakeOpenAiOptions, 'tokensPerSecond'>> & { tokensPerSecond?: number };
  const defaults: Settings = {
    scenario: 'success',
    images: 'ok',
    charsPerToken: 24,
    slowMs: 10_000,
    meals: [],
    imageDelayMs: 0,
    answerShape: 'elements',
    ...initial,
  };
  let script: FakeMeal[] = [...defaults.meals];
  let options: Settings = defaults;
  let allergenServed = false;
  let mealCounter = 0;
  let completionCounter = 0;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number, response: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const onClose = () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        response.off('close', onClose);
        resolve(!response.destroyed);
      }, ms);
      timers.add(timer);
      response.once('close', onClose);
    });

  async function streamContent(response: ServerResponse, content: string, model: string): Promise<void> {
    completionCounter += 1;
    const id = `chatcmpl-fake${completionCounter}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] })}\n\n`;
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(chunk({ role: 'assistant', content: '' }, null));
    const pieces: string[] = [];
    for (let at = 0; at < content.length; at += options.charsPerToken) pieces.push(content.slice(at, at + options.charsPerToken));
    const rate = options.tokensPerSecond;
    const started = performance.now();
    let sent = 0;
    while (sent < pieces.length) {
      if (response.destroyed) return;
      // Everything due by now goes out, each piece its own chunk; then a short sleep.
      const due = rate ? Math.min(pieces.length, Math.floor(((performance.now() - started) / 1000) * rate) + 1) : pieces.length;
      let batch = '';
      for (; sent < due; sent += 1) batch += chunk({ content: pieces[sent] }, null);
      if (batch) response.write(batch);
      if (sent < pieces.length && !(await wait(Math.max(5, Math.min(50, 1000 / (rate ?? 1000))), response))) return;
    }
    response.write(chunk({}, 'stop'));
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: { prompt_tokens: 400, completion_tokens: pieces.length, total_tokens: 400 + pieces.length } })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
  }

  async function chat(response: ServerResponse, record: RecordedRequest): Promise<void> {
    const body = (record.body ?? {}) as { model?: string; stream?: boolean };
    const model = body.model ?? 'gpt-fake';
    const scenario = options.scenario;
    if (typeof scenario === 'number') {
      sendJson(response, scenario, ERROR_BODIES[scenario](record.authorization));
      return;
    }
    if (scenario === 'slow' && !(await wait(options.slowMs, response))) return;
    const { mains, breakfasts } = countsAskedFor(userPrompt(record.body));
    const meals: FakeMeal[] = [];
    for (let i = 0; i < mains + breakfasts; i += 1) {
      const scripted = scenario === 'scripted' ? script.shift() : undefined;
      if (scripted) {
        meals.push(scripted);
        continue;
      }
      const meal = goodMeal(mealCounter++);
      meals.push(i >= mains ? { ...meal, name: `${meal.name} Breakfast`, isBreakfast: true } : meal);
    }
    if (scenario === 'allergen' && !allergenServed) {
      allergenServed = true;
      meals.splice(Math.min(1, meals.length), meals.length > 1 ? 1 : 0, nutMeal());
    }
    const content =
      scenario === 'malformed'
        ? 'Here are some meals you might enjoy: {"elements": [{"name": Garlic chicken, rice,,, }'
        : JSON.stringify(options.answerShape === 'array' ? meals : { [options.answerShape]: meals });
    if (body.stream === false) {
      sendJson(response, 200, {
        id: `chatcmpl-fake${++completionCounter}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 400, completion_tokens: 100, total_tokens: 500 },
      });
      return;
    }
    await streamContent(response, content, model);
  }

  async function images(response: ServerResponse, record: RecordedRequest): Promise<void> {
    if (options.imageDelayMs > 0 && !(await wait(options.imageDelayMs, response))) return;
    if (typeof options.scenario === 'number' && options.scenario === 401) {
      sendJson(response, 401, ERROR_BODIES[401](record.authorization));
      return;
    }
    if (options.images === 'fail') {
      sendJson(response, 500, ERROR_BODIES[500](record.authorization));
      return;
    }
    const n = Number((record.body as { n?: number } | undefined)?.n ?? 1);
    sendJson(response, 200, {
      created: Math.floor(Date.now() / 1000),
      data: Array.from({ length: n }, () => ({ b64_json: TINY_PNG_BASE64 })),
    });
  }

  let openRequests = 0;
  const server = createServer((request, response) => {
    openRequests += 1;
    response.once('close', () => (openRequests -= 1));
    void (async () => {
      const text = await readBody(request);
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* kept as text */
      }
      const { authorization, ...headers } = request.headers;
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const record: RecordedRequest = { method: request.method ?? 'GET', path, headers, authorization, body };
      requests.push(record);
      if (request.method === 'POST' && path === '/v1/chat/completions') await chat(response, record);
      else if (request.method === 'POST' && path === '/v1/images/generations') await images(response, record);
      else
        sendJson(response, 404, {
          error: { message: `Unknown request to ${path}`, type: 'invalid_request_error', param: null, code: 'unknown_url' },
        });
    })().catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: { message: String(error), type: 'server_error', param: null, code: null } });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setScenario(scenario, rest = {}) {
      options = { ...defaults, ...rest, scenario };
      script = [...options.meals];
      allergenServed = false;
    },
    clearRequests() {
      requests.length = 0;
    },
    get openRequests() {
      return openRequests;
    },
    requestsTo(kind) {
      return requests.filter((request) => request.path === (kind === 'chat' ? '/v1/chat/completions' : '/v1/images/generations'));
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
