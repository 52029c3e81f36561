// The campaign benchmark's mail server: a loopback SMTP server that counts what it is sent, per recipient address
// and in total, and keeps nothing else. Run as a child process (child_process.fork, lib/bench/campaign.ts), so
// taking the messages does not share the event loop of the app that sends them.
//
// IPC: sends { type: 'ready', port } once it listens on 127.0.0.1 (a port of the system's choosing), answers
// { type: 'count' } with { type: 'count', total, distinct, duplicates }, and exits on SIGTERM or when its parent
// goes away (the IPC channel closes).
import { SMTPServer } from 'smtp-server';

/** Messages received per recipient address: the only thing kept. */
const received = new Map();
let total = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // Every client is 127.0.0.1: no reverse DNS lookup on each connection.
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    // Drained and dropped: the message's text is of no interest, only that it arrived whole.
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const to of session.envelope.rcptTo) {
        received.set(to.address, (received.get(to.address) ?? 0) + 1);
        total++;
      }
      callback();
    });
  },
});
server.on('error', (err) => console.error(`smtp-sink: ${err.message}`));

// close() waits for the open connections: one a client left open does not keep the process for more than a second.
const exit = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', exit);
process.on('disconnect', exit);
process.on('message', (message) => {
  if (message?.type !== 'count') return;
  let duplicates = 0;
  for (const n of received.values()) duplicates += n - 1;
  process.send?.({ type: 'count', total, distinct: received.size, duplicates });
});

server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.server.address().port }));
