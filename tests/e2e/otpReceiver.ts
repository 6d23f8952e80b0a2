/**
 * A stand-in SMS/e-mail gateway for the live e2e server (`OTP_SENDER=webhook`): it keeps every
 * one-time-code message it receives, so a test reads the code a user would get. Loopback only.
 *   POST /otp               {to, channel, text} from the server's webhook sender
 *   GET  /messages?to=…     the messages sent to that address, oldest first
 */
import { createServer } from 'node:http';

interface OtpMessage {
  to: string;
  channel: string;
  text: string;
}

const port = Number(process.env.PORT);
const messages: OtpMessage[] = [];
// A bounded log: the e2e run sends a handful of codes.
const maxMessages = 1000;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'POST' && url.pathname === '/otp') {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      messages.push(JSON.parse(body) as OtpMessage);
      if (messages.length > maxMessages) messages.shift();
      response.writeHead(204).end();
    });
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to');
    const found = messages.filter((message) => to === null || message.to === to);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    return;
  }
  response.writeHead(404).end();
});

server.listen(port, '127.0.0.1');
