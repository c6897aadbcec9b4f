// The ceiling for `npm run bench`: plain node:http answering every request with the very bytes
// (body and content type) the app sends for one address (the rooms list, a page).
// Usage: node ceiling-server.mjs <port> <body-file> [content-type (default application/json; charset=utf-8)]
import fs from 'node:fs';
import http from 'node:http';

const [port, file, type = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
