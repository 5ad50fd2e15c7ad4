import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

interface Terminal {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/**
 * One question on the terminal. A hidden answer (a password) is not echoed: readline
 * writes what is typed to a stream that drops it, so it never reaches the screen or a terminal recording.
 */
export async function ask(question: string, hidden: boolean, terminal: Terminal): Promise<string> {
  terminal.output.write(question);
  const echo = hidden
    ? new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      })
    : terminal.output;
  const prompt = createInterface({ input: terminal.input, output: echo, terminal: true });
  try {
    return (await prompt.question('')).trim();
  } finally {
    prompt.close();
    if (hidden) terminal.output.write('\n');
  }
}
