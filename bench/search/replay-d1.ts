// A D1 binding that answers from what the real one answered before (bench/search/worker.ts): the
// site's own CPU per search can then be measured without the database's, which Miniflare runs
// as SQLite in the same process but which in production runs outside the Worker. Recording:
// every query goes to the real binding and its answer is kept; replaying: the kept answer is
// given again (parsed anew from its JSON, as the real binding's answer would be).

type Answer = D1Result<unknown>;

const keyOf = (sql: string, params: unknown[]) => JSON.stringify([sql, params]);

export class ReplayD1 {
  readonly #answers = new Map<string, string>();
  recording = true;

  constructor(readonly real: D1Database) {}

  async #run(sql: string, params: unknown[], run: () => Promise<Answer>): Promise<Answer> {
    const key = keyOf(sql, params);
    const kept = this.#answers.get(key);
    if (kept !== undefined && !this.recording) return JSON.parse(kept) as Answer;
    if (!this.recording) throw new Error(`not recorded: ${sql.slice(0, 80)}`);
    const answer = await run();
    this.#answers.set(key, JSON.stringify(answer));
    return answer;
  }

  /** Every recorded answer, to give another isolate (`load`). */
  recorded(): [string, string][] {
    return [...this.#answers];
  }

  /** Answers recorded elsewhere, replayed from now on. */
  load(answers: [string, string][]): void {
    for (const [key, answer] of answers) this.#answers.set(key, answer);
    this.recording = false;
  }

  prepare(sql: string): ReplayStatement {
    return new ReplayStatement(this, sql, []);
  }

  async batch(statements: ReplayStatement[]): Promise<Answer[]> {
    return Promise.all(statements.map((s) => s.all()));
  }

  answer(sql: string, params: unknown[], run: () => Promise<Answer>): Promise<Answer> {
    return this.#run(sql, params, run);
  }
}

class ReplayStatement {
  constructor(
    readonly db: ReplayD1,
    readonly sql: string,
    readonly params: unknown[],
  ) {}

  bind(...params: unknown[]): ReplayStatement {
    return new ReplayStatement(this.db, this.sql, params);
  }

  #real() {
    return this.db.real.prepare(this.sql).bind(...this.params);
  }

  all(): Promise<Answer> {
    return this.db.answer(this.sql, this.params, () => this.#real().all());
  }

  run(): Promise<Answer> {
    return this.all();
  }

  async first<T>(column?: string): Promise<T | null> {
    const row = ((await this.all()).results?.[0] ?? null) as Record<string, unknown> | null;
    if (row === null) return null;
    return (column ? row[column] : row) as T;
  }
}
