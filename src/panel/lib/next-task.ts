/**
 * Resolves in a task of its own: what follows runs after the browser has had the chance to paint and to
 * answer a tap. A long piece of work cut at its awaits of this is several short tasks instead of one long
 * one (a slow phone's Total Blocking Time counts each task's time over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message is delivered as soon as the browser is free; a timer may wait 4 ms or more.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
