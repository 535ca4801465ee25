// A reading thread (a contact import's, an upload's for a send) starts here: plain JavaScript, so it
// loads without the TypeScript loader the server's own thread was given (a worker does not inherit it
// everywhere), then loads the TypeScript reader through it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
