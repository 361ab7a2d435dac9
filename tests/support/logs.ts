import { createLogger, type Logger } from '../../server/log/logger';

export interface MemoryLog {
  log: Logger;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
  /** Every line written so far, as written: what a leak check searches. */
  text(): string;
}

/** The server's own logger writing into memory, so a test reads what operators would. */
export function memoryLog(): MemoryLog {
  const written: string[] = [];
  const log = createLogger({
    level: 'debug',
    destination: { write: (line) => written.push(line) },
  });
  return {
    log,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}
