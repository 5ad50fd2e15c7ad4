import { Worker } from 'node:worker_threads';

// Parsing a remote's entry (megabytes of script) takes long enough to stall every request on the event
// loop, so it is parsed in a worker thread. vm.Script only compiles: nothing of the remote runs.
const PARSE_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Script } = require('node:vm');
try {
  new Script(workerData.source, { filename: workerData.filename });
  parentPort.postMessage(null);
} catch (error) {
  parentPort.postMessage(String(error && error.message));
}
`;

/** The syntax error of a script, null when it parses; parsed off the event loop. */
export function syntaxErrorOf(source: string, filename: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PARSE_IN_WORKER, {
      eval: true,
      workerData: { source, filename },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.once('message', (message: string | null) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`语法检查未完成（退出码 ${code}）`)));
  });
}
